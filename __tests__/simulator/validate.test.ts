/** @jest-environment node */
import {
  checkField,
  displayText,
  initialText,
  residualError,
  type FieldSpec,
} from "../../src/simulator/validate";
import copy from "../../data/simulator-copy.json";

const errors = copy.errors;
const amount: FieldSpec = {
  label: "Suma împrumutată",
  unit: "lei",
  min: 1000,
  max: 1_000_000,
  default: 100_000,
  decimals: 2,
};
const term: FieldSpec = {
  label: "Durata",
  unit: "luni",
  monthsPerUnit: 1,
  min: 6,
  max: 360,
  default: 60,
  decimals: 0,
};
const rate: FieldSpec = {
  label: "Dobânda anuală",
  unit: "%",
  min: 0,
  max: 50,
  default: 10,
  decimals: 2,
};
const residual: FieldSpec = {
  label: "Valoarea reziduală",
  unit: "%",
  min: 0,
  max: 50,
  default: 10,
  decimals: 2,
};

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
});

describe("displayed values", () => {
  it("start as the data's defaults in ro-RO notation and come back tidied", () => {
    expect(initialText(amount)).toBe("100.000");
    expect(initialText(term)).toBe("60");
    expect(initialText(rate)).toBe("10");
    expect(displayText(100_000.5, amount)).toBe("100.000,5");
  });
});
