/** @jest-environment node */
import {
  checkField,
  displayText,
  initialText,
  residualError,
} from "../../domain/simulator/validate";
import copy from "../../data/simulator-copy.json";
import { fieldSpec } from "./simulatorSpecs";

const errors = copy.errors;
// The fields of the personal-loans and leasing simulators, as the page offers them.
const amount = fieldSpec("credite_persoane_fizice", "amount");
const term = fieldSpec("credite_persoane_fizice", "term");
const rate = fieldSpec("credite_persoane_fizice", "rate");
const residual = fieldSpec("leasing", "residual");
// The credit's charges, as the personal-loans page offers them.
const analysisFee = fieldSpec("credite_persoane_fizice", "analysisFee");
const monthlyFee = fieldSpec("credite_persoane_fizice", "monthlyFee");
const monthlyInsurance = fieldSpec("credite_persoane_fizice", "monthlyInsurance");

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

describe("checkField on the credit's charges", () => {
  it("accepts none at all, bani, and each field's bounds from the page files' simulators", () => {
    expect(checkField("0", analysisFee, errors)).toEqual({ ok: true, value: 0 });
    expect(checkField("500", analysisFee, errors)).toEqual({ ok: true, value: 500 });
    expect(checkField("25,50", monthlyFee, errors)).toEqual({ ok: true, value: 25.5 });
    expect(checkField("30.5", monthlyInsurance, errors)).toEqual({ ok: true, value: 30.5 });
    for (const spec of [analysisFee, monthlyFee, monthlyInsurance]) {
      const top = displayText(spec.max, spec);
      expect(checkField(top, spec, errors)).toEqual({ ok: true, value: spec.max });
    }
  });

  it("refuses a bad value with the same Romanian messages as every field, naming the charge", () => {
    expect(checkField("", analysisFee, errors)).toEqual({
      ok: false,
      error: "Comision de analiză: completează câmpul.",
    });
    expect(checkField("cinci sute", analysisFee, errors)).toEqual({
      ok: false,
      error: "Comision de analiză: scrie un număr, de exemplu 100.000 sau 10,5.",
    });
    expect(checkField("901", analysisFee, errors)).toEqual({
      ok: false,
      error: "Comision de analiză: scrie o valoare de la 0 la 900 lei.",
    });
    expect(checkField("-1", monthlyFee, errors)).toEqual({
      ok: false,
      error: "Comision lunar de administrare: scrie o valoare de la 0 la 500 lei/lună.",
    });
    expect(checkField("1.000,01", monthlyInsurance, errors)).toEqual({
      ok: false,
      error: "Asigurare cerută de creditor: scrie o valoare de la 0 la 1.000 lei/lună.",
    });
    expect(checkField("25,555", monthlyFee, errors)).toEqual({
      ok: false,
      error: "Comision lunar de administrare: cel mult 2 zecimale.",
    });
  });

  it("never throws, whatever is typed", () => {
    for (const text of ["1e3", "NaN", "Infinity", "--5", "5,", ",5", "١٠", "9".repeat(400)]) {
      for (const spec of [analysisFee, monthlyFee, monthlyInsurance]) {
        expect(() => checkField(text, spec, errors)).not.toThrow();
        expect(checkField(text, spec, errors).ok).toBe(false);
      }
    }
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
    expect(initialText(analysisFee)).toBe(displayText(analysisFee.default, analysisFee));
    expect(initialText(monthlyFee)).toBe(displayText(monthlyFee.default, monthlyFee));
    expect(displayText(100_000.5, amount)).toBe("100.000,5");
  });
});
