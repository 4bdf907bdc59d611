// The simulator section in jsdom for credit: the figures, input formats, errors, the schedule, the
// credit warning and the hand-over to the contact form.
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import copy from "../../data/simulator-copy.json";
import contactCopy from "../../data/contact.json";
import { WARNING, errorOf, figure, input, renderSection, result } from "./simulatorSection";

describe("credit", () => {
  it("shows the contract figures from the defaults, labelled as an estimate, with the warning", async () => {
    renderSection("credite_persoane_fizice", WARNING);
    const amount = await screen.findByRole("textbox", { name: "Suma împrumutată (lei)" });
    expect(amount).toHaveValue("100.000");
    expect(input("Durata")).toHaveValue("60");
    expect(input("Dobânda anuală")).toHaveValue("10");
    expect(figure(copy.result.instalment)).toBe("2.124,70 lei");
    expect(figure(copy.result.totalRepaid)).toBe("127.482,00 lei");
    expect(figure(copy.result.totalInterest)).toBe("27.482,00 lei");
    expect(within(result()).getByText(copy.result.estimate)).toBeInTheDocument();
    expect(within(result()).getByRole("note")).toHaveTextContent(WARNING);
    // The rate's default is described as an example, with the field.
    expect(input("Dobânda anuală")).toHaveAccessibleDescription(copy.rateExample);
    const live = result().querySelector("[aria-live]")!;
    expect(live).toHaveAttribute("aria-live", "polite");
    expect(live).toContainElement(within(result()).getByText("2.124,70 lei"));
  });

  it.each(["100.000", "100000", "100 000"])(
    "accepts %j and updates as the visitor types",
    async (typed) => {
      const user = userEvent.setup();
      renderSection("credite_persoane_fizice");
      const amount = await screen.findByRole("textbox", { name: /^Suma împrumutată/ });
      await user.clear(amount);
      await user.type(amount, "50000");
      expect(figure(copy.result.instalment)).toBe("1.062,35 lei");
      await user.clear(amount);
      await user.type(amount, typed);
      expect(figure(copy.result.instalment)).toBe("2.124,70 lei");
      expect(amount).not.toHaveAttribute("aria-invalid");
      await user.tab();
      expect(amount).toHaveValue("100.000");
    },
  );

  it("puts a clear message beside a wrong field, and shows no result, no warning, no schedule", async () => {
    const user = userEvent.setup();
    renderSection("credite_persoane_fizice", WARNING);
    const term = await screen.findByRole("textbox", { name: /^Durata/ });
    await user.clear(term);
    await user.type(term, "400");
    expect(term).toHaveAttribute("aria-invalid", "true");
    expect(errorOf(term)).toBe("Durata: scrie o valoare de la 6 la 360 luni.");
    expect(within(result()).queryByRole("definition")).toBeNull();
    expect(within(result()).getByText(copy.result.missing)).toBeInTheDocument();
    expect(within(result()).queryByRole("note")).toBeNull();
    expect(screen.queryByRole("table")).toBeNull();
    expect(screen.getByRole("button", { name: copy.send.label })).toBeDisabled();

    await user.clear(term);
    await user.type(term, "abc");
    expect(errorOf(term)).toBe(copy.errors.invalid.replace("{label}", "Durata"));
    await user.clear(term);
    await user.type(term, "60");
    expect(term).not.toHaveAttribute("aria-invalid");
    expect(figure(copy.result.instalment)).toBe("2.124,70 lei");
  });

  it("shows the first 12 months and the totals, and every month behind a real button", async () => {
    const user = userEvent.setup();
    renderSection("credite_persoane_fizice");
    const table = await screen.findByRole("table");
    const bodyRows = () => table.querySelectorAll("tbody tr");
    expect(bodyRows()).toHaveLength(12);
    expect(bodyRows()[0]).toHaveTextContent(/^12.124,701.291,37833,3398.708,63$/);
    expect(table.querySelector("tfoot")).toHaveTextContent(
      `${copy.schedule.total}127.482,00100.000,0027.482,00`,
    );
    const toggle = screen.getByRole("button", { name: "Arată toate lunile (60)" });
    expect(toggle).toHaveAttribute("aria-expanded", "false");
    expect(toggle).toHaveAttribute("aria-controls", table.id);
    await user.click(toggle);
    expect(toggle).toHaveAttribute("aria-expanded", "true");
    expect(toggle).toHaveTextContent("Arată doar primele 12 luni");
    expect(bodyRows()).toHaveLength(60);
    expect(bodyRows()[59]).toHaveTextContent(/^602.124,702.107,1417,560,00$/);
    await user.click(toggle);
    expect(bodyRows()).toHaveLength(12);
  });

  it("counts years as months on the long-term page, which has no warning", async () => {
    renderSection("finantari_termen_lung");
    expect(await screen.findByRole("textbox", { name: "Durata (ani)" })).toHaveValue("5");
    expect(figure(copy.result.instalment)).toBe("2.124,70 lei");
    expect(screen.getByRole("button", { name: "Arată toate lunile (60)" })).toBeInTheDocument();
    expect(within(result()).queryByRole("note")).toBeNull();
  });

  it("sends the simulation into the contact form's message", async () => {
    const user = userEvent.setup();
    Element.prototype.scrollIntoView = jest.fn();
    renderSection("credite_persoane_fizice");
    await user.click(await screen.findByRole("button", { name: copy.send.label }));
    const message = screen.getByLabelText(contactCopy.fields.txtMessage.label);
    await waitFor(() =>
      expect(message).toHaveValue(
        [
          copy.summary.credit,
          "Suma împrumutată: 100.000,00 lei",
          "Durata: 60 luni",
          "Dobânda anuală: 10%",
          "Comision de analiză: 500,00 lei",
          "Comision lunar de administrare: 25,00 lei/lună",
          "Asigurare cerută de creditor: 30,00 lei/lună",
          "Rata lunară: 2.124,70 lei",
          "DAE (dobânda anuală efectivă): 11,94%",
          "Totalul ratelor (principal și dobândă): 127.482,00 lei",
          "Total dobândă: 27.482,00 lei",
          "Costul total al creditului (dobândă, comisioane și asigurare): 31.282,00 lei",
          "Suma totală plătibilă: 131.282,00 lei",
        ].join("\n"),
      ),
    );
    expect(message).toHaveFocus();
    expect(Element.prototype.scrollIntoView).toHaveBeenCalled();
  });
});
