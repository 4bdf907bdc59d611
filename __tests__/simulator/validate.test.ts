/** @jest-environment node */
import { checkField, displayText, initialText, residualError } from "../../src/simulator/validate";
import copy from "../../data/simulator-copy.json";
import { fieldSpec } from "../helpers/simulatorSpecs";

const errors = copy.errors;
// The fields of the personal-loans and leasing simulators, as the page offers them.
const amount = fieldSpec("credite_persoane_fizice", "amount");
const term = fieldSpec("credite_persoane_fizice", "term");
const rate = fieldSpec("credite_persoane_fizice", "rate");
const residual = fieldSpec("leasing", "residual");

describe("checkField", () => {
  it.each(["100.000", "100000", "100 000"])("accepts %j as 100.000 lei", (text) => {
    expect(checkField(text, amount, errors)).toEqual({ ok: true, value: 100_000 });
  });

  it("accepts the bounds themselves and decimals up to the field's count", () => {
    expect(checkField("1.000", amount, errors)).toEqual({ ok: true, value: 1000 });
    expect(checkField("1.000.000", amount, errors)).toEqual({ ok: true, value: 1_000_000 });
    expect(checkField("1.000,5", amount, errors)).toEqual({ ok: true, value: 1000.5 });
    expect(checkField("0", rate, errors)).toEqual({ ok: true, value: 0 });
    expect(checkField("7,25", rate, errors)).toEqual({ ok: true, value: 7.25 });
  });

  it("names the field and says what to write, for each kind of problem", () => {
    expect(checkField("", amount, errors)).toEqual({
      ok: false,
      error: "Suma împrumutată: completează câmpul.",
    });
    expect(checkField("o sută", amount, errors)).toEqual({
      ok: false,
      error: "Suma împrumutată: scrie un număr, de exemplu 100.000 sau 10,5.",
    });
    expect(checkField("999", amount, errors)).toEqual({
      ok: false,
      error: "Suma împrumutată: scrie o valoare de la 1.000 la 1.000.000 lei.",
    });
    expect(checkField("61", rate, errors)).toEqual({
      ok: false,
      error: "Dobânda anuală: scrie o valoare de la 0 la 50%.",
    });
    expect(checkField("-1", rate, errors)).toMatchObject({ ok: false });
    expect(checkField("361", term, errors)).toEqual({
      ok: false,
      error: "Durata: scrie o valoare de la 6 la 360 luni.",
    });
    expect(checkField("60,5", term, errors)).toEqual({
      ok: false,
      error: "Durata: scrie un număr întreg.",
    });
    expect(checkField("10,125", rate, errors)).toEqual({
      ok: false,
      error: "Dobânda anuală: cel mult 2 zecimale.",
    });
  });

  it("takes `60,0` months as a whole number", () => {
    expect(checkField("60,0", term, errors)).toEqual({ ok: true, value: 60 });
  });
});

describe("residualError", () => {
  it("lets the residual value reach what is left after the advance, not more", () => {
    expect(residualError(10, 20, residual, errors)).toBeNull();
    expect(residualError(80, 20, residual, errors)).toBeNull();
    expect(residualError(30, 75, residual, errors)).toBe(
      "Valoarea reziduală: cel mult 25%, cât rămâne de finanțat după avans.",
    );
  });

  it("compares whole hundredths of a percent, so 64,01% and 35,99% make exactly 100%", () => {
    expect(residualError(35.99, 64.01, residual, errors)).toBeNull();
    expect(residualError(50, 50, residual, errors)).toBeNull();
    expect(residualError(35.99, 64.02, residual, errors)).toBe(
      "Valoarea reziduală: cel mult 35,98%, cât rămâne de finanțat după avans.",
    );
  });
});

describe("displayed values", () => {
  it("start as the data's defaults in ro-RO notation and come back tidied", () => {
    expect(initialText(amount)).toBe("100.000");
    expect(initialText(term)).toBe("60");
    expect(initialText(rate)).toBe("10");
    expect(displayText(100_000.5, amount)).toBe("100.000,5");
  });
});
