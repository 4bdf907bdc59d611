// The booking form with what a page handed over (src/booking/handoff.ts), in jsdom with the server
// faked at fetch: the service preselected in its select, the page the visitor came from said,
// the figures shown with the site's own arithmetic (their chunk loaded only then) behind a box that
// starts unticked, and on the wire the service and the source always, the figures only once the
// box is ticked and only while the service they belong to is the one chosen. The request form
// without JavaScript has the select too, preselected once the page runs.
import React from "react";
import { configure, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import page from "../../data/page-programare.json";
import contact from "../../data/contact.json";
import simulatorCopy from "../../data/simulator-copy.json";
import leasingPage from "../../data/page-leasing.json";
import { BOOKING_HANDOFF_STATE, BOOKING_SERVICE_PARAM } from "../../contract/forms/bookingContext";
import { simulateLeasing } from "../../domain/simulator/summary";
import { BookingForm } from "../../src/booking/BookingForm";
import { RequestForm } from "../../src/booking/RequestForm";
import { bookingFormChunks } from "../../src/booking/formChunks";
import { handoffOf, servicesOf, type BookingStart } from "../../src/booking/handoff";
import type { BookingCopy } from "../../src/booking/copy";
import {
  OFFICE_ZONE,
  fakeBookingServer,
  setVisitorZone,
  slotView,
  type FakeBookingServer,
} from "./bookingSlots";

configure({ asyncUtilTimeout: 5000 });

const copy: BookingCopy = page.booking;
const words = copy.context;
const SLOT = slotView("2026-12-03T08:30:00.000Z");
const INPUTS = { amount: 80000, advance: 25, residual: 10, term: 48, rate: 9 };
const services = servicesOf(
  [
    { path: "/servicii/factoring", title: "Factoring", pageKey: "factoring" },
    { path: "/servicii/leasing", title: "Leasing", pageKey: "leasing" },
  ],
  [
    {
      key: "leasing",
      kind: "leasing",
      inputs: leasingPage.simulator.inputs,
      copy: { currency: simulatorCopy.currency, result: simulatorCopy.result },
    },
  ],
);
const handoff = {
  [BOOKING_HANDOFF_STATE]: {
    service: "leasing",
    source: "/servicii/leasing",
    figures: { kind: "leasing", inputs: INPUTS },
  },
};
const expected = simulateLeasing(
  leasingPage.simulator.inputs,
  INPUTS,
  simulatorCopy.result,
  simulatorCopy.currency,
);

let server: FakeBookingServer;

beforeEach(() => {
  setVisitorZone(OFFICE_ZONE);
  server = fakeBookingServer([SLOT]);
});
afterEach(() => jest.restoreAllMocks());

function setup(start: BookingStart) {
  const user = userEvent.setup();
  render(
    <BookingForm copy={copy} requestId="cerere-programare" services={services} start={start} />,
  );
  const send = async () => {
    await user.click(await screen.findByRole("radio", { name: "joi, 3 decembrie, 10:30" }));
    await user.type(screen.getByLabelText(contact.fields.txtName.label), "Ion Popescu");
    await user.type(screen.getByLabelText(contact.fields.txtEmail.label), "ion@example.ro");
    await user.type(screen.getByLabelText(contact.fields.txtPhone.label), "0722123456");
    await user.click(screen.getByRole("checkbox", { name: new RegExp(contact.privacy.linkText) }));
    await user.click(screen.getByRole("button", { name: copy.form.button.idle }));
    await waitFor(() => expect(server.posts).toHaveBeenCalledTimes(1));
    return Object.fromEntries(server.posts.mock.calls[0][1]);
  };
  return { user, send };
}

describe("the handoff", () => {
  it("is read from the history state, the query's service standing in without one", () => {
    expect(handoffOf({ search: "", state: handoff }, services)).toEqual({
      service: "leasing",
      source: { path: "/servicii/leasing", title: "Leasing" },
      figures: { kind: "leasing", inputs: INPUTS },
    });
    expect(
      handoffOf({ search: `?${BOOKING_SERVICE_PARAM}=factoring`, state: null }, services),
    ).toEqual({
      service: "factoring",
      source: null,
      figures: null,
    });
    expect(handoffOf({ search: `?${BOOKING_SERVICE_PARAM}=ipoteci` }, services).service).toBeNull();
    const odd = {
      [BOOKING_HANDOFF_STATE]: { service: 3, source: "https://x.ro/", figures: { kind: "x" } },
    };
    expect(handoffOf({ search: "", state: odd }, services)).toEqual({
      service: null,
      source: null,
      figures: null,
    });
  });
});

describe("the booking form with a handoff", () => {
  const start = handoffOf({ search: "", state: handoff }, services);

  it("preselects the service and shows the figures computed again, the box unticked", async () => {
    const load = jest.spyOn(bookingFormChunks, "bookingFigures");
    setup(start);
    expect(screen.getByRole("combobox", { name: words.serviceLabel })).toHaveValue("leasing");
    expect(screen.getByText(words.sourceText.replace("{page}", "Leasing"))).toBeInTheDocument();
    const box = await screen.findByRole("checkbox", { name: words.figuresConsent });
    expect(box).not.toBeChecked();
    expect(load).toHaveBeenCalled();
    const region = screen.getByRole("region", { name: words.figuresTitle });
    const shown = within(region)
      .getAllByRole("term")
      .map((term) => [term.textContent, term.nextElementSibling?.textContent]);
    expect(shown).toEqual([...expected.inputs, ...expected.figures]);
  });

  it("sends the service and the source, and the figures only once the box is ticked", async () => {
    const { send } = setup(start);
    await screen.findByRole("checkbox", { name: words.figuresConsent });
    const sent = await send();
    expect(sent).toMatchObject({ service: "leasing", source: "/servicii/leasing" });
    expect(sent).not.toHaveProperty("figures");
  });

  it("sends the figures as compact JSON when the visitor ticks the box", async () => {
    const { user, send } = setup(start);
    await user.click(await screen.findByRole("checkbox", { name: words.figuresConsent }));
    const sent = await send();
    expect(JSON.parse(sent.figures)).toEqual({ kind: "leasing", inputs: INPUTS });
    expect(sent.figures).toBe(JSON.stringify({ kind: "leasing", inputs: INPUTS }));
  });

  it("drops the figures when another service is chosen", async () => {
    const { user, send } = setup(start);
    await user.click(await screen.findByRole("checkbox", { name: words.figuresConsent }));
    await user.selectOptions(
      screen.getByRole("combobox", { name: words.serviceLabel }),
      "factoring",
    );
    expect(screen.queryByRole("checkbox", { name: words.figuresConsent })).toBeNull();
    const sent = await send();
    expect(sent.service).toBe("factoring");
    expect(sent).not.toHaveProperty("figures");
  });

  it("loads no arithmetic without figures", async () => {
    const load = jest.spyOn(bookingFormChunks, "bookingFigures");
    setup({ service: "factoring", source: null, figures: null });
    expect(screen.getByRole("combobox", { name: words.serviceLabel })).toHaveValue("factoring");
    await screen.findByRole("radio", { name: "joi, 3 decembrie, 10:30" });
    expect(load).not.toHaveBeenCalled();
    expect(screen.queryByRole("region", { name: words.figuresTitle })).toBeNull();
  });
});

describe("the request form", () => {
  it("offers every service after none, and preselects the one handed over once it runs", () => {
    render(<RequestForm id="cerere" copy={copy} services={services} service="leasing" />);
    const select = screen.getByRole("combobox", { name: words.serviceLabel });
    expect(select).toHaveValue("leasing");
    expect(
      within(select)
        .getAllByRole("option")
        .map((o) => o.textContent),
    ).toEqual([words.serviceNone, "Factoring", "Leasing"]);
    expect(select).toHaveAttribute("name", "service");
  });
});
