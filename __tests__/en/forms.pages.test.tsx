import React from "react";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import BlogDetailsPage from "../../src/templates/BlogDetailsPage";
import { NewsletterForm } from "../../src/components/layout/NewsletterForm";
import { ConsentProvider } from "../../src/consent/ConsentContext";
import { COMMENT_AUTHOR_KEY } from "../../src/components/sections/en/commentStorage";
import { readData } from "../helpers/dataFiles";
import { grantConsent } from "../helpers/consent";
import { builtPage } from "../helpers/builtData";
import { pageProps } from "../helpers/pageProps";

type Item = Record<string, unknown>;
const article = readData<Item & { form: Record<string, string> }>("en-blog-details.json");
const { form } = article;
const marks = readData<{ exampleMarks: Record<string, string> }>("en-labels.json").exampleMarks;

function renderArticle() {
  const { data, pageContext } = builtPage<Queries.BlogDetailsPageQuery>("/blog-details");
  return render(
    <ConsentProvider>
      <BlogDetailsPage {...pageProps(data, pageContext)} />
    </ConsentProvider>,
  );
}

const fetchSpy = jest.fn();
beforeEach(() => {
  fetchSpy.mockReset();
  global.fetch = fetchSpy;
  window.localStorage.clear();
});

describe("/blog-details article", () => {
  it("has title, author and date, share links, quote, image pair labels and prev/next", () => {
    renderArticle();
    expect(
      screen.getByRole("heading", { level: 2, name: String(article.title) }),
    ).toBeInTheDocument();
    expect(screen.getByText("16 November 2026")).toHaveAttribute("datetime", "2026-11-16");
    const share = screen.getByRole("navigation", { name: "Share this article" });
    const shareLinks = within(share).getAllByRole("link");
    expect(shareLinks).toHaveLength(3);
    expect(shareLinks[0].getAttribute("href")).toContain(encodeURIComponent("/blog-details"));
    expect(screen.getByRole("blockquote")).toHaveTextContent(/decision about what you will not do/);
    const nav = screen.getByRole("navigation", { name: "More articles" });
    expect(within(nav).getByText("Previous post")).toBeInTheDocument();
    expect(within(nav).getByText("Next post")).toBeInTheDocument();
    const related = screen.getByRole("region", { name: "Related articles" });
    expect(within(related).getAllByRole("article")).toHaveLength(3);
  });

  it("marks the invented author, the quote's source and every comment as examples", () => {
    renderArticle();
    expect(screen.getByText(/^By Olivia Hart/)).toHaveTextContent(`By Olivia Hart ${marks.author}`);
    expect(screen.getByRole("blockquote").querySelector("cite")).toHaveTextContent(
      `Olivia Hart ${marks.author}`,
    );
    const comments = screen.getByRole("region", { name: /Comments/ });
    const items = within(comments).getAllByRole("listitem");
    expect(items).toHaveLength(3);
    items.forEach((li) => expect(li).toHaveTextContent(marks.comment));
  });

  it("lists 3 sample comments whose Reply buttons move focus to the comment box", async () => {
    const user = userEvent.setup();
    renderArticle();
    const replies = screen.getAllByRole("button", { name: /^Reply to / });
    expect(replies).toHaveLength(3);
    await user.click(replies[1]);
    expect(screen.getByPlaceholderText(form.comment)).toHaveFocus();
  });

  it("submits nothing, keeps what was typed and says so", async () => {
    const user = userEvent.setup();
    renderArticle();
    const email = screen.getByPlaceholderText(form.email);
    expect(email).toHaveAttribute("type", "email");
    await user.type(screen.getByPlaceholderText(form.name), "Ana Pop");
    await user.type(email, "ana@example.com");
    await user.type(screen.getByPlaceholderText(form.comment), "Very useful, thank you.");
    await user.click(screen.getByRole("button", { name: form.submit }));
    expect(fetchSpy).not.toHaveBeenCalled();
    expect(screen.getByPlaceholderText(form.name)).toHaveValue("Ana Pop");
    expect(email).toHaveValue("ana@example.com");
    expect(screen.getByPlaceholderText(form.comment)).toHaveValue("Very useful, thank you.");
    expect(screen.getByRole("status")).toHaveTextContent(form.status);
    expect(window.localStorage.getItem(COMMENT_AUTHOR_KEY)).toBeNull();
  });

  it("remembers name and email in this browser only when the box is ticked", async () => {
    grantConsent({ functional: true });
    const user = userEvent.setup();
    const { unmount } = renderArticle();
    await user.type(screen.getByPlaceholderText(form.name), "Ana Pop");
    await user.type(screen.getByPlaceholderText(form.email), "ana@example.com");
    await user.type(screen.getByPlaceholderText(form.comment), "Hello");
    await user.click(screen.getByRole("checkbox", { name: form.remember }));
    await user.click(screen.getByRole("button", { name: form.submit }));
    expect(JSON.parse(window.localStorage.getItem(COMMENT_AUTHOR_KEY)!)).toEqual({
      name: "Ana Pop",
      email: "ana@example.com",
    });
    unmount();
    renderArticle();
    expect(screen.getByPlaceholderText(form.name)).toHaveValue("Ana Pop");
    expect(screen.getByPlaceholderText(form.comment)).toHaveValue("");
    expect(fetchSpy).not.toHaveBeenCalled();
  });
});

describe("newsletter form of the English footer", () => {
  it("prevents the submit, sends nothing and keeps the address", async () => {
    const user = userEvent.setup();
    const ui = readData<Record<string, string>[]>("ui.json").find((u) => u.lang === "en")!;
    const onSubmit = jest.fn((e: SubmitEvent) => e.defaultPrevented);
    render(
      <NewsletterForm
        id="newsletter"
        label={ui.newsletterLabel}
        placeholder={ui.newsletterPlaceholder}
        button={ui.newsletterButton}
      />,
    );
    document.addEventListener("submit", (e) => onSubmit(e as SubmitEvent));
    const input = screen.getByRole("textbox", { name: ui.newsletterLabel });
    expect(input).toHaveAttribute("type", "email");
    await user.type(input, "reader@example.com");
    await user.click(screen.getByRole("button", { name: ui.newsletterButton }));
    expect(onSubmit).toHaveReturnedWith(true);
    expect(fetchSpy).not.toHaveBeenCalled();
    expect(input).toHaveValue("reader@example.com");
  });
});
