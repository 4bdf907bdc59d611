// The borrowing-capacity check with the build's data of the personal-credit page: it answers typed
// figures, sends them to the contact form and hands them to the booking.
import React from "react";
import { fireEvent, render, screen, within } from "@testing-library/react";
import { navigate } from "gatsby";
import data from "../../data/capacity.json";
import { CapacityCheck } from "../../src/capacity/CapacityCheck";
import { BOOKING_HANDOFF_STATE } from "../../contract/forms/bookingContext";
import { useContactPrefill } from "../../src/contact/prefill";
import { builtPage } from "../helpers/builtData";

const ROUTES = ["/servicii/credite-persoane-fizice"];

function built(route: string) {
  const { data: query, pageContext } = builtPage<Queries.ServicePageQuery>(route);
  return { query, pageContext };
}

/** The contact form's message, as the real form would receive the prefill. */
function Message() {
  const [text, setText] = React.useState("");
  useContactPrefill((update) => setText(update));
  return <textarea aria-label="Mesaj" value={text} readOnly />;
}

describe("the check, with the build's data of the personal-credit page", () => {
  const { query } = built(ROUTES[0]);
  const section = query.capacityJson!;
  const field = (label: string) => screen.getByLabelText(new RegExp(`^${label}`));
  const result = () => screen.getByRole("group", { name: data.copy.result.title });

  function renderCheck() {
    return render(
      <>
        <CapacityCheck data={section} service="credite-persoane-fizice" source={ROUTES[0]} />
        <Message />
      </>,
    );
  }

  it("answers the starting values with the payment, the amount and the DAE", () => {
    renderCheck();
    const text = result().textContent ?? "";
    expect(text).toContain(`${data.copy.result.maxPayment}2.000,00 lei`);
    expect(text).toMatch(new RegExp(`${data.copy.result.maxAmount}94\\.130,7\\d lei`));
    expect(text).toContain(`${data.copy.result.dae}10,47%`);
    expect(within(result()).getByRole("note")).toHaveTextContent(data.copy.warning);
  });

  it("follows the typing: existing instalments lower it, an error names the field", () => {
    renderCheck();
    fireEvent.change(field(data.inputs.debts.label), { target: { value: "2.000" } });
    expect(result()).toHaveTextContent(data.copy.result.zero);
    fireEvent.change(field(data.inputs.income.label), { target: { value: "abc" } });
    expect(result()).toHaveTextContent(data.copy.result.missing);
    expect(screen.getByText(/Venitul net lunar: scrie un număr/)).toBeInTheDocument();
  });

  it("lowers the cap for foreign currency and raises it for a first home", () => {
    renderCheck();
    fireEvent.click(screen.getByLabelText(data.copy.currency.foreign));
    expect(result()).toHaveTextContent(`${data.copy.result.maxPayment}1.000,00 lei`);
    fireEvent.click(screen.getByLabelText(data.copy.currency.lei));
    fireEvent.click(screen.getByLabelText(data.copy.firstHome));
    expect(result()).toHaveTextContent(`${data.copy.result.maxPayment}2.250,00 lei`);
  });

  it("puts the figures into the contact form's message", () => {
    renderCheck();
    fireEvent.click(screen.getByRole("button", { name: data.copy.send.label }));
    const message = (screen.getByLabelText("Mesaj") as HTMLTextAreaElement).value;
    expect(message.split("\n")[0]).toBe(data.copy.summary);
    expect(message).toContain(`${data.inputs.income.label}: 5.000,00 lei`);
    expect(message).toContain(`${data.copy.result.maxPayment}: 2.000,00 lei`);
    expect(message).toContain(`${data.copy.result.dae}: 10,47%`);
  });

  it("hands the inputs to the booking page, the service in the link", () => {
    renderCheck();
    const link = screen.getByRole("link", { name: data.copy.send.book });
    expect(link).toHaveAttribute("href", "/programare?serviciu=credite-persoane-fizice");
    fireEvent.click(link);
    expect(navigate).toHaveBeenCalledWith("/programare?serviciu=credite-persoane-fizice", {
      state: {
        [BOOKING_HANDOFF_STATE]: {
          service: "credite-persoane-fizice",
          source: ROUTES[0],
          figures: {
            kind: "capacity",
            inputs: { income: 5000, debts: 0, foreignCurrency: 0, firstHome: 0, term: 5, rate: 10 },
          },
        },
      },
    });
  });
});
