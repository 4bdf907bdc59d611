// The simulator section in jsdom: loading on approach, and the leasing figures and errors.
import { act, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import copy from "../../data/simulator-copy.json";
import { SIMULATOR_ROOT_MARGIN } from "../../src/simulator/constants";
import { errorOf, figure, input, renderSection, result } from "./simulatorSection";

describe("loading", () => {
  const original = globalThis.IntersectionObserver;
  afterEach(() => {
    globalThis.IntersectionObserver = original;
  });

  it("loads the simulator only when the section comes within the margin of the viewport", async () => {
    let callback: IntersectionObserverCallback | null = null;
    let options: IntersectionObserverInit | undefined;
    globalThis.IntersectionObserver = class {
      constructor(cb: IntersectionObserverCallback, init?: IntersectionObserverInit) {
        callback = cb;
        options = init;
      }
      observe() {}
      disconnect() {}
    } as unknown as typeof IntersectionObserver;
    renderSection("credite_persoane_fizice");
    expect(options).toEqual({ rootMargin: SIMULATOR_ROOT_MARGIN });
    expect(screen.queryByRole("textbox", { name: /^Suma/ })).toBeNull();
    act(() => callback!([{ isIntersecting: false } as IntersectionObserverEntry], {} as never));
    expect(screen.queryByRole("textbox", { name: /^Suma/ })).toBeNull();
    act(() => callback!([{ isIntersecting: true } as IntersectionObserverEntry], {} as never));
    expect(await screen.findByRole("textbox", { name: /^Suma împrumutată/ })).toBeInTheDocument();
  });
});

describe("leasing", () => {
  it("shows the contract figure: 1.775,57 lei a month, and the total cost", async () => {
    renderSection("leasing");
    expect(await screen.findByRole("textbox", { name: "Valoarea bunului (lei)" })).toHaveValue(
      "100.000",
    );
    expect(input("Avans")).toHaveValue("20");
    expect(input("Valoarea reziduală")).toHaveValue("10");
    expect(input("Durata")).toHaveValue("48");
    expect(input("Dobânda anuală")).toHaveValue("8");
    expect(figure(copy.result.instalment)).toBe("1.775,57 lei");
    expect(figure(copy.result.totalCost)).toBe("115.227,36 lei");
    expect(screen.queryByRole("table")).toBeNull();
  });

  it("refuses a residual value larger than what the advance leaves to finance", async () => {
    const user = userEvent.setup();
    renderSection("leasing");
    const advance = await screen.findByRole("textbox", { name: /^Avans/ });
    await user.clear(advance);
    await user.type(advance, "75");
    const residual = input("Valoarea reziduală");
    await user.clear(residual);
    await user.type(residual, "30");
    expect(residual).toHaveAttribute("aria-invalid", "true");
    expect(errorOf(residual)).toBe(
      "Valoarea reziduală: cel mult 25%, cât rămâne de finanțat după avans.",
    );
    expect(within(result()).getByText(copy.result.missing)).toBeInTheDocument();
  });
});
