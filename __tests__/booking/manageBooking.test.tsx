// The manage page's script in jsdom, with the server faked at fetch: it reads the token from the
// address's fragment (never a query) and POSTs it. "#c=" shows the request and confirms it only on
// the button, then goes on as the booking's manage link; "#o=" is the office's view with its
// actions; "#t=" is the booking to cancel or move. A time taken meanwhile offers the nearest.
import React from "react";
import { configure, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import manage from "../../data/page-gestionare.json";
import programare from "../../data/page-programare.json";
import site from "../../data/site.json";
import booking from "../../data/booking.json";
import {
  BOOKING_CONFIRM_PATH,
  BOOKING_MANAGE_PAGE_PATH,
  BOOKING_MANAGE_PATH,
  BOOKING_OFFICE_PATH,
  BOOKING_REQUEST_PATH,
} from "../../contract/booking/api";
import { ManageBooking } from "../../src/booking/ManageBooking";
import type { FormCopy, ManageCopy, PickerCopy } from "../../src/booking/copy";
import { OFFICE_ZONE, TYPE, reply, setVisitorZone, slotView, type FakeReply } from "./bookingSlots";

jest.mock("../../src/hooks/useSiteData", () => ({
  useSiteData: () => jest.requireActual("../../data/site.json"),
}));

configure({ asyncUtilTimeout: 5000 });

const copy: ManageCopy = manage.bookingManage;
const picker: PickerCopy = programare.booking.picker;
const form: FormCopy = programare.booking.form;

const NOW = slotView("2026-12-03T08:30:00.000Z"); // joi, 3 decembrie, 10:30
const LATER = slotView("2026-12-04T09:00:00.000Z"); // vineri, 4 decembrie, 11:00
const meeting = (slot = NOW, status = "confirmed") => ({
  type: TYPE,
  mode: "birou",
  start: slot.start,
  end: slot.end,
  date: slot.date,
  time: slot.time,
  status,
});
const request = (status = "unconfirmed") => ({
  ...meeting(NOW, status),
  expiresAt: "2026-12-01T13:30:00.000Z",
});

/** Every call the page makes, by path, with its urlencoded body; answered by `answers`. */
const posts = jest.fn<Promise<FakeReply>, [string, URLSearchParams]>();

beforeAll(() => {
  // jsdom has the element but not its modal methods: open and close it as the attribute says.
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
  global.fetch = (async (url: string, init?: RequestInit) => {
    if (init?.method !== "POST") throw new Error(`unexpected GET ${url}`);
    return reply(await posts(url, new URLSearchParams(String(init.body))));
  }) as unknown as typeof fetch;
});
afterEach(() => jest.restoreAllMocks());

function open(address: string) {
  window.history.replaceState(null, "", address);
  const user = userEvent.setup();
  render(<ManageBooking id="programarea-ta" copy={copy} picker={picker} form={form} />);
  return user;
}

const calls = () => posts.mock.calls.map(([url, body]) => [url, Object.fromEntries(body)]);

describe("the confirmation link (#c=)", () => {
  it("shows the request, confirms only on the button, then goes on as the booking's link", async () => {
    posts.mockResolvedValueOnce({ status: 200, body: { success: true, request: request() } });
    const user = open(`${BOOKING_MANAGE_PAGE_PATH}#c=cerere%2B1`);
    const button = await screen.findByRole("button", { name: copy.confirmRequest.button });
    expect(screen.getByRole("heading", { name: copy.confirmRequest.title })).toBeInTheDocument();
    expect(screen.getByText(copy.confirmRequest.text)).toBeInTheDocument();
    const details = screen.getByText("joi, 3 decembrie, 10:30").closest("dl")!;
    expect(details).toHaveTextContent(booking.modes.birou);
    expect(details).toHaveTextContent(copy.statusUnconfirmed);
    // Opening the link read the request and confirmed nothing.
    expect(calls()).toEqual([[BOOKING_REQUEST_PATH, { c: "cerere+1" }]]);

    posts.mockResolvedValueOnce({
      status: 200,
      body: {
        success: true,
        message: "",
        booking: meeting(),
        manageUrl: `${BOOKING_MANAGE_PAGE_PATH}#t=gestiune`,
      },
    });
    await user.click(button);
    const notice = await screen.findByText(copy.confirmRequest.confirmed);
    expect(notice.parentElement).toHaveFocus();
    expect(notice.parentElement).toHaveAttribute("role", "status");
    expect(calls()[1]).toEqual([BOOKING_CONFIRM_PATH, { c: "cerere+1" }]);
    // The address is the booking's manage link now, its token in the fragment only.
    expect(window.location.hash).toBe("#t=gestiune");
    expect(window.location.search).toBe("");
    expect(screen.getByText(copy.statusConfirmed)).toBeInTheDocument();
    expect(screen.getByRole("button", { name: copy.rescheduleButton })).toBeEnabled();
    expect(screen.getByRole("button", { name: copy.cancelButton })).toBeEnabled();
    expect(screen.queryByRole("button", { name: copy.confirmRequest.button })).toBeNull();
    // The booking came with the answer: it is not asked for again.
    expect(posts).toHaveBeenCalledTimes(2);
  });

  it("offers the nearest free times when the time was taken, each confirming at once", async () => {
    posts.mockResolvedValueOnce({ status: 200, body: { success: true, request: request() } });
    const user = open(`${BOOKING_MANAGE_PAGE_PATH}#c=c1`);
    const button = await screen.findByRole("button", { name: copy.confirmRequest.button });
    posts.mockResolvedValueOnce({
      status: 409,
      body: { success: false, message: "Ora aleasă nu mai este liberă.", nearest: [LATER] },
    });
    await user.click(button);
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("Ora aleasă nu mai este liberă.");
    expect(alert).toHaveTextContent(form.nearestTitle);
    // The button it replaces had focus; the time it confirmed is gone.
    expect(alert).toHaveFocus();
    expect(screen.queryByRole("button", { name: copy.confirmRequest.button })).toBeNull();

    posts.mockResolvedValueOnce({
      status: 200,
      body: {
        success: true,
        message: "Programarea este confirmată: vineri, 4 decembrie, 11:00.",
        booking: meeting(LATER),
        manageUrl: `${BOOKING_MANAGE_PAGE_PATH}#t=nou`,
      },
    });
    await user.click(within(alert).getByRole("button", { name: "vineri, 4 decembrie, 11:00" }));
    const notice = await screen.findByText(
      "Programarea este confirmată: vineri, 4 decembrie, 11:00.",
    );
    expect(notice.parentElement).toHaveFocus();
    expect(calls()[2]).toEqual([BOOKING_CONFIRM_PATH, { c: "c1", slot: LATER.id }]);
    expect(screen.getByText("vineri, 4 decembrie, 11:00")).toBeInTheDocument();
    expect(window.location.hash).toBe("#t=nou");
  });

  it("says the office is to approve it, and offers no second confirmation", async () => {
    posts.mockResolvedValueOnce({ status: 200, body: { success: true, request: request() } });
    const user = open(`${BOOKING_MANAGE_PAGE_PATH}#c=c1`);
    posts.mockResolvedValueOnce({
      status: 200,
      body: { success: true, awaiting: true, message: "" },
    });
    await user.click(await screen.findByRole("button", { name: copy.confirmRequest.button }));
    const notice = await screen.findByText(copy.confirmRequest.awaiting);
    expect(notice.parentElement).toHaveFocus();
    expect(screen.getByText(copy.statusAwaiting)).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: copy.confirmRequest.button })).toBeNull();
    expect(window.location.hash).toBe("#c=c1");
  });

  it("says a booking is made even when its answer brings no manage link, and offers no second confirmation", async () => {
    posts.mockResolvedValueOnce({ status: 200, body: { success: true, request: request() } });
    const user = open(`${BOOKING_MANAGE_PAGE_PATH}#c=c1`);
    posts.mockResolvedValueOnce({
      status: 200,
      body: { success: true, message: "Confirmată.", booking: meeting(), manageUrl: "" },
    });
    await user.click(await screen.findByRole("button", { name: copy.confirmRequest.button }));
    const notice = await screen.findByText("Confirmată.");
    expect(notice.parentElement).toHaveFocus();
    expect(screen.getByText(copy.statusConfirmed)).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: copy.confirmRequest.button })).toBeNull();
    expect(window.location.hash).toBe("#c=c1");
  });

  it("shows a request already waiting for the office without its button", async () => {
    posts.mockResolvedValueOnce({
      status: 200,
      body: { success: true, request: request("awaiting-office") },
    });
    open(`${BOOKING_MANAGE_PAGE_PATH}#c=c1`);
    expect(await screen.findByText(copy.confirmRequest.awaiting)).toBeInTheDocument();
    expect(screen.getByText(copy.statusAwaiting)).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: copy.confirmRequest.button })).toBeNull();
  });

  it("says why a link cannot be used, with the phone and a new booking", async () => {
    posts.mockResolvedValueOnce({
      status: 410,
      body: { success: false, message: "Linkul de confirmare a expirat." },
    });
    open(`${BOOKING_MANAGE_PAGE_PATH}#c=vechi`);
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("Linkul de confirmare a expirat.");
    expect(within(alert).getByRole("link", { name: site.phone })).toHaveAttribute(
      "href",
      site.phoneHref,
    );
    expect(screen.getByRole("link", { name: copy.newBooking.label })).toHaveAttribute(
      "href",
      copy.newBooking.link,
    );
    expect(posts).toHaveBeenCalledTimes(1);
  });

  it("keeps the button after a refusal that is not about the time, and says the page's words offline", async () => {
    posts.mockResolvedValueOnce({ status: 200, body: { success: true, request: request() } });
    const user = open(`${BOOKING_MANAGE_PAGE_PATH}#c=c1`);
    const button = await screen.findByRole("button", { name: copy.confirmRequest.button });
    posts.mockRejectedValueOnce(new TypeError("offline"));
    await user.click(button);
    expect(await screen.findByRole("alert")).toHaveTextContent(copy.confirmRequest.failure);
    expect(screen.getByRole("alert")).toHaveFocus();
    expect(screen.getByRole("button", { name: copy.confirmRequest.button })).toBeEnabled();
    expect(window.location.hash).toBe("#c=c1");
  });
});

describe("the office's link (#o=)", () => {
  const office = {
    success: true,
    message: "",
    subject: "booking",
    booking: meeting(),
    name: "Ion Popescu",
    email: "ion@example.ro",
    phone: "0722123456",
    note: "Leasing pentru o dubă",
    actions: ["view", "cancel", "report"],
  };

  it("shows the visitor's details and the open actions, and changes nothing by opening", async () => {
    posts.mockResolvedValueOnce({ status: 200, body: office });
    open(`${BOOKING_MANAGE_PAGE_PATH}#o=birou`);
    expect(await screen.findByRole("heading", { name: copy.officeView.title })).toBeInTheDocument();
    const details = screen.getByText("Ion Popescu").closest("dl")!;
    expect(details).toHaveTextContent(copy.officeView.emailLabel);
    expect(details).toHaveTextContent("ion@example.ro");
    expect(details).toHaveTextContent("0722123456");
    expect(details).toHaveTextContent("Leasing pentru o dubă");
    expect(details).toHaveTextContent("joi, 3 decembrie, 10:30");
    expect(details).toHaveTextContent(copy.statusConfirmed);
    const actions = screen.getAllByRole("button").map((b) => b.textContent);
    expect(actions).toEqual([copy.officeView.cancel, copy.officeView.report]);
    expect(calls()).toEqual([[BOOKING_OFFICE_PATH, { o: "birou", action: "view" }]]);
  });

  it("asks before reporting (Escape keeps it), then reports and shows what is left", async () => {
    posts.mockResolvedValueOnce({ status: 200, body: office });
    const user = open(`${BOOKING_MANAGE_PAGE_PATH}#o=birou`);
    const report = await screen.findByRole("button", { name: copy.officeView.report });
    await user.click(report);
    const dialog = screen.getByRole("dialog", { name: copy.officeView.reportDialog.title });
    expect(dialog).toHaveAccessibleDescription(
      copy.officeView.reportDialog.text.replace("{slot}", "joi, 3 decembrie, 10:30"),
    );
    expect(
      within(dialog).getByRole("button", { name: copy.officeView.reportDialog.keep }),
    ).toHaveFocus();
    await user.keyboard("{Escape}");
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(report).toHaveFocus();
    expect(posts).toHaveBeenCalledTimes(1);

    posts.mockResolvedValueOnce({
      status: 200,
      body: {
        ...office,
        message: "Programarea a fost raportată și anulată.",
        booking: meeting(NOW, "cancelled"),
        actions: ["view"],
      },
    });
    await user.click(report);
    await user.click(screen.getByRole("button", { name: copy.officeView.reportDialog.confirm }));
    const notice = await screen.findByText("Programarea a fost raportată și anulată.");
    expect(notice.parentElement).toHaveFocus();
    expect(calls()[1]).toEqual([BOOKING_OFFICE_PATH, { o: "birou", action: "report" }]);
    expect(screen.getByText(copy.statusCancelled)).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: copy.officeView.report })).toBeNull();
    expect(screen.queryByRole("button", { name: copy.officeView.cancel })).toBeNull();
  });

  it("approves a request at once, asks before cancelling, and says a refusal", async () => {
    posts.mockResolvedValueOnce({
      status: 200,
      body: {
        ...office,
        subject: "request",
        booking: request("awaiting-office"),
        actions: ["approve", "decline", "cancel"],
      },
    });
    const user = open(`${BOOKING_MANAGE_PAGE_PATH}#o=birou`);
    expect(await screen.findByText(copy.statusAwaiting)).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: copy.officeView.cancel }));
    expect(screen.getByRole("dialog", { name: copy.dialog.title })).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: copy.dialog.keep }));
    expect(posts).toHaveBeenCalledTimes(1);

    posts.mockResolvedValueOnce({
      status: 409,
      body: { success: false, message: "Ora cererii nu mai este liberă." },
    });
    await user.click(screen.getByRole("button", { name: copy.officeView.approve }));
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("Ora cererii nu mai este liberă.");
    expect(alert).toHaveFocus();
    expect(calls()[1]).toEqual([BOOKING_OFFICE_PATH, { o: "birou", action: "approve" }]);
    expect(screen.getByRole("button", { name: copy.officeView.approve })).toBeEnabled();
  });

  it("says why the link cannot be used, without the visitors' phone line", async () => {
    posts.mockResolvedValueOnce({
      status: 403,
      body: { success: false, message: "Link invalid." },
    });
    open(`${BOOKING_MANAGE_PAGE_PATH}#o=fals`);
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("Link invalid.");
    expect(within(alert).queryByRole("link")).toBeNull();
  });
});

describe("reading the address", () => {
  it("says the link is incomplete without a token, and asks nothing of the server", async () => {
    open(BOOKING_MANAGE_PAGE_PATH);
    expect(await screen.findByRole("alert")).toHaveTextContent(copy.missingToken);
    expect(posts).not.toHaveBeenCalled();
  });

  it("opens a booking's link with a POST, and an older mail's query link from the fragment", async () => {
    posts.mockResolvedValue({
      status: 200,
      body: { success: true, booking: meeting(), canChange: true },
    });
    open(`${BOOKING_MANAGE_PAGE_PATH}?t=vechi`);
    expect(await screen.findByText("joi, 3 decembrie, 10:30")).toBeInTheDocument();
    expect(calls()).toEqual([[BOOKING_MANAGE_PATH, { t: "vechi" }]]);
    expect(window.location.search).toBe("");
    expect(window.location.hash).toBe("#t=vechi");
  });

  it("follows a change of the fragment to another link", async () => {
    posts.mockResolvedValueOnce({
      status: 200,
      body: { success: true, booking: meeting(), canChange: true },
    });
    open(`${BOOKING_MANAGE_PAGE_PATH}#t=unu`);
    await screen.findByRole("button", { name: copy.cancelButton });
    posts.mockResolvedValueOnce({ status: 200, body: { success: true, request: request() } });
    window.location.hash = "#c=doi";
    expect(
      await screen.findByRole("button", { name: copy.confirmRequest.button }),
    ).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: copy.cancelButton })).toBeNull();
    expect(calls()).toEqual([
      [BOOKING_MANAGE_PATH, { t: "unu" }],
      [BOOKING_REQUEST_PATH, { c: "doi" }],
    ]);
  });
});
