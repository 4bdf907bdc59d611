// /programare/gestionare rendered with the build's page data and the server faked at fetch: the
// booking its link's token names (in the address's fragment, sent in a POST), its cancellation
// after a question in a native dialog (Escape keeps it), a move to another free slot with the
// booking page's picker, and a confirmation link that confirms nothing until its button.
import React from "react";
import "./textEncoder";
import { renderToString } from "react-dom/server";
import { configure, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import BookingManagePage from "../../src/templates/BookingManagePage";
import { builtPage } from "../helpers/builtData";
import { pageProps } from "../helpers/pageProps";
import { readData, type Item } from "../helpers/dataFiles";
import { OFFICE_ZONE, TYPE, reply, setVisitorZone, slotView, type FakeReply } from "./bookingSlots";
import booking from "../../data/booking.json";
import {
  BOOKING_CANCEL_PATH,
  BOOKING_CONFIRM_PATH,
  BOOKING_MANAGE_PAGE_PATH,
  BOOKING_MANAGE_PATH,
  BOOKING_REQUEST_PATH,
  BOOKING_RESCHEDULE_PATH,
  BOOKING_SLOTS_PATH,
} from "../../contract/booking/api";

configure({ asyncUtilTimeout: 5000 });

const copy = readData<Item>("page-gestionare.json").bookingManage;
const picker = readData<Item>("page-programare.json").booking.picker;
const site = readData<Item>("site.json");

const NOW = slotView("2026-12-03T08:30:00.000Z"); // joi, 3 decembrie, 10:30
const LATER = slotView("2026-12-04T09:00:00.000Z"); // vineri, 4 decembrie, 11:00
const view = (slot = NOW, status = "confirmed") => ({
  type: TYPE,
  mode: "birou",
  start: slot.start,
  end: slot.end,
  date: slot.date,
  time: slot.time,
  status,
});

const posts = jest.fn<Promise<FakeReply>, [string, URLSearchParams]>();
let manageReply: FakeReply;

// jsdom has the element but not its modal methods: open and close it as the attribute says.
beforeAll(() => {
  HTMLDialogElement.prototype.showModal = function (this: HTMLDialogElement) {
    this.open = true;
  };
  HTMLDialogElement.prototype.close = function (this: HTMLDialogElement) {
    this.open = false;
  };
});

beforeEach(() => {
  setVisitorZone(OFFICE_ZONE);
  posts.mockReset();
  manageReply = { status: 200, body: { success: true, booking: view(), canChange: true } };
  window.history.replaceState(null, "", `${BOOKING_MANAGE_PAGE_PATH}#t=semnat`);
  global.fetch = (async (url: string, init?: RequestInit) => {
    if (init?.method === "POST") {
      const body = new URLSearchParams(String(init.body));
      // The booking the link names, asked for with its token in the body, never in the address.
      if (url === BOOKING_MANAGE_PATH && body.get("t") === "semnat") return reply(manageReply);
      return reply(await posts(url, body));
    }
    if (url.startsWith(BOOKING_SLOTS_PATH)) {
      return reply({ status: 200, body: { timeZone: OFFICE_ZONE, type: TYPE, slots: [LATER] } });
    }
    throw new Error(`unexpected GET ${url}`);
  }) as unknown as typeof fetch;
});

afterEach(() => jest.restoreAllMocks());

function page() {
  const { data, pageContext } = builtPage<Queries.BookingManagePageQuery>(BOOKING_MANAGE_PAGE_PATH);
  return <BookingManagePage {...pageProps(data, pageContext)} />;
}

describe("/programare/gestionare", () => {
  it("is not indexed, and tells a visitor without JavaScript to answer the mail or call", () => {
    expect(builtPage(BOOKING_MANAGE_PAGE_PATH).pageContext.seo.indexable).toBe(false);
    const html = renderToString(page());
    expect(html).toContain("<noscript>");
    expect(html).toContain(copy.noScript);
    expect(html).toContain(`href="${site.phoneHref}"`);
  });

  it("carries the words of the confirmation link and of the office's link from its page file", () => {
    const { data } = builtPage<Queries.BookingManagePageQuery>(BOOKING_MANAGE_PAGE_PATH);
    expect(data.roBookingManageJson?.confirmRequest).toEqual(copy.confirmRequest);
    expect(data.roBookingManageJson?.officeView).toEqual(copy.officeView);
    expect(data.roBookingManageJson?.statusAwaiting).toBe(copy.statusAwaiting);
  });

  it("reads a confirmation link's request, and confirms it only on its button", async () => {
    window.history.replaceState(null, "", `${BOOKING_MANAGE_PAGE_PATH}#c=cerere`);
    const user = userEvent.setup();
    posts.mockResolvedValueOnce({
      status: 200,
      body: {
        success: true,
        request: { ...view(), status: "unconfirmed", expiresAt: LATER.start },
      },
    });
    render(page());
    const button = await screen.findByRole("button", { name: copy.confirmRequest.button });
    expect(screen.getByText(copy.statusUnconfirmed)).toBeInTheDocument();
    expect(posts).toHaveBeenCalledTimes(1);
    expect(posts.mock.calls[0][0]).toBe(BOOKING_REQUEST_PATH);
    expect(posts.mock.calls[0][1].get("c")).toBe("cerere");
    posts.mockResolvedValueOnce({
      status: 200,
      body: {
        success: true,
        message: "",
        booking: view(),
        manageUrl: "/programare/gestionare#t=x",
      },
    });
    await user.click(button);
    expect(await screen.findByText(copy.confirmRequest.confirmed)).toBeInTheDocument();
    expect(posts.mock.calls[1][0]).toBe(BOOKING_CONFIRM_PATH);
    expect(window.location.hash).toBe("#t=x");
  });

  it("says the link is incomplete when it has no token, and asks nothing of the server", async () => {
    window.history.replaceState(null, "", BOOKING_MANAGE_PAGE_PATH);
    const spy = jest.fn(global.fetch);
    global.fetch = spy;
    render(page());
    expect(await screen.findByRole("alert")).toHaveTextContent(copy.missingToken);
    expect(spy).not.toHaveBeenCalled();
  });

  it("shows the server's words for a link it refuses", async () => {
    manageReply = {
      status: 410,
      body: {
        success: false,
        message: "Întâlnirea a avut loc, iar linkul nu mai poate fi folosit.",
      },
    };
    render(page());
    expect(await screen.findByRole("alert")).toHaveTextContent("linkul nu mai poate fi folosit");
  });

  it("shows the booking the token names", async () => {
    render(page());
    const when = await screen.findByText("joi, 3 decembrie, 10:30");
    const details = when.closest("dl")!;
    expect(details).toHaveTextContent(booking.meetingTypes[0].title);
    expect(details).toHaveTextContent(booking.modes.birou);
    expect(details).toHaveTextContent(copy.statusConfirmed);
    expect(screen.getByRole("button", { name: copy.rescheduleButton })).toBeEnabled();
    expect(screen.getByRole("button", { name: copy.cancelButton })).toBeEnabled();
  });

  it("asks in a dialog before cancelling: Escape keeps the booking, the confirmation cancels it", async () => {
    const user = userEvent.setup();
    render(page());
    const cancel = await screen.findByRole("button", { name: copy.cancelButton });
    await user.click(cancel);
    const dialog = screen.getByRole("dialog", { name: copy.dialog.title });
    expect(dialog).toHaveAccessibleDescription(
      "Programarea din joi, 3 decembrie, 10:30 va fi anulată, iar ora rămâne liberă pentru altcineva.",
    );
    // Focus starts on the answer that changes nothing.
    expect(within(dialog).getByRole("button", { name: copy.dialog.keep })).toHaveFocus();
    await user.keyboard("{Escape}");
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(cancel).toHaveFocus();
    expect(posts).not.toHaveBeenCalled();

    posts.mockResolvedValueOnce({
      status: 200,
      body: {
        success: true,
        message: "Programarea a fost anulată.",
        booking: view(NOW, "cancelled"),
      },
    });
    await user.click(cancel);
    await user.click(screen.getByRole("button", { name: copy.dialog.confirm }));
    const notice = await screen.findByText("Programarea a fost anulată.");
    expect(notice.parentElement).toHaveFocus();
    expect(posts).toHaveBeenCalledWith(BOOKING_CANCEL_PATH, expect.any(URLSearchParams));
    expect(posts.mock.calls[0][1].get("t")).toBe("semnat");
    expect(screen.getByText(copy.statusCancelled)).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: copy.cancelButton })).toBeNull();
    expect(screen.getByRole("link", { name: copy.newBooking.label })).toHaveAttribute(
      "href",
      "/programare",
    );
  });

  it("keeps the booking when the server refuses to cancel it", async () => {
    const user = userEvent.setup();
    render(page());
    await user.click(await screen.findByRole("button", { name: copy.cancelButton }));
    posts.mockResolvedValueOnce({
      status: 409,
      body: { success: false, message: "Programarea este deja anulată." },
    });
    await user.click(screen.getByRole("button", { name: copy.dialog.confirm }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Programarea este deja anulată.");
    expect(screen.getByText(copy.statusConfirmed)).toBeInTheDocument();
  });

  it("moves the booking to another free slot and goes on with the new link", async () => {
    const user = userEvent.setup();
    render(page());
    await user.click(await screen.findByRole("button", { name: copy.rescheduleButton }));
    const heading = await screen.findByRole("heading", { name: copy.rescheduleTitle });
    expect(heading).toHaveFocus();
    // Nothing chosen yet: the move is not sent.
    await user.click(screen.getByRole("button", { name: copy.rescheduleSubmit }));
    expect(posts).not.toHaveBeenCalled();
    expect(screen.getByText("Alege o oră din calendar.")).toBeInTheDocument();

    await user.click(screen.getByRole("radio", { name: "vineri, 4 decembrie, 11:00" }));
    expect(screen.getByText(`Ai ales: vineri, 4 decembrie, 11:00.`)).toBeInTheDocument();
    posts.mockResolvedValueOnce({
      status: 200,
      body: {
        success: true,
        message: "",
        booking: view(LATER),
        manageUrl: "/programare/gestionare#t=nou",
      },
    });
    await user.click(screen.getByRole("button", { name: copy.rescheduleSubmit }));
    await waitFor(() => expect(posts).toHaveBeenCalledTimes(1));
    expect(posts.mock.calls[0][0]).toBe(BOOKING_RESCHEDULE_PATH);
    expect(Object.fromEntries(posts.mock.calls[0][1])).toEqual({ t: "semnat", slot: LATER.id });
    const notice = await screen.findByText(
      "Programarea a fost mutată: vineri, 4 decembrie, 11:00. Ți-am trimis pe e-mail noua invitație.",
    );
    expect(notice.parentElement).toHaveFocus();
    expect(screen.getByText("vineri, 4 decembrie, 11:00")).toBeInTheDocument();
    expect(window.location.hash).toBe("#t=nou");
    expect(window.location.search).toBe("");
    expect(screen.queryByRole("heading", { name: copy.rescheduleTitle })).toBeNull();
  });

  it("offers the nearest slots when the chosen one was taken, and keeps the time on request", async () => {
    const user = userEvent.setup();
    render(page());
    const move = await screen.findByRole("button", { name: copy.rescheduleButton });
    await user.click(move);
    await user.click(await screen.findByRole("radio", { name: "vineri, 4 decembrie, 11:00" }));
    const other = slotView("2026-12-04T10:00:00.000Z"); // vineri 12:00
    posts.mockResolvedValueOnce({
      status: 409,
      body: { success: false, message: "Ora aleasă nu mai este liberă.", nearest: [other] },
    });
    await user.click(screen.getByRole("button", { name: copy.rescheduleSubmit }));
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("Ora aleasă nu mai este liberă.");
    await user.click(within(alert).getByRole("button", { name: "vineri, 4 decembrie, 12:00" }));
    expect(screen.getByRole("radio", { name: "vineri, 4 decembrie, 12:00" })).toBeChecked();
    expect(
      screen.getByText(picker.chosen.replace("{slot}", "vineri, 4 decembrie, 12:00")),
    ).toBeVisible();
    await user.click(screen.getByRole("button", { name: copy.keepTime }));
    expect(screen.getByText("joi, 3 decembrie, 10:30")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: copy.rescheduleButton })).toHaveFocus();
  });
});
