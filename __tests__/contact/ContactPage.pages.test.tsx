import React from "react";
import { render, screen } from "@testing-library/react";
import ContactPage from "../../src/templates/ContactPage";
import { builtPage } from "../helpers/builtData";
import { pageProps } from "../helpers/pageProps";
import { readData } from "../helpers/dataFiles";

const site = readData<Record<string, string>>("site.json");

describe("ContactPage", () => {
  it("links the phone and the office e-mail and renders the contact form", () => {
    const { data, pageContext } = builtPage<Queries.ContactPageQuery>("/contact");
    const props = pageProps(data, pageContext);
    const { container } = render(<ContactPage {...props} />);
    expect(screen.getByRole("link", { name: site.phone })).toHaveAttribute("href", site.phoneHref);
    expect(screen.getByRole("link", { name: site.email })).toHaveAttribute(
      "href",
      `mailto:${site.email}`,
    );
    expect(container.querySelector("form#contact-form")).not.toBeNull();
    expect(screen.queryByRole("heading", { level: 1 })).toBeNull();
  });
});
