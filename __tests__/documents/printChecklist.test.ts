// The print handler of the document checklist (src/print/printChecklist.ts) in jsdom: what it opens
// for a print, what it closes after, and the print button.
import { watchPrint } from "../../src/print/printChecklist";

function page(): {
  closed: HTMLDetailsElement;
  open: HTMLDetailsElement;
  other: HTMLDetailsElement;
} {
  document.body.innerHTML = `
    <section id="documente">
      <details data-print-open id="closed"><summary>S</summary><ul><li>a</li></ul></details>
      <button type="button" data-print-checklist="documente">Tipărește lista</button>
    </section>
    <details data-print-open open id="open"><summary>S</summary></details>
    <details id="other"><summary>FAQ</summary></details>`;
  const get = (id: string) => document.getElementById(id) as HTMLDetailsElement;
  return { closed: get("closed"), open: get("open"), other: get("other") };
}

describe("the checklist's print handler", () => {
  let stop: () => void;
  let print: jest.SpyInstance;
  beforeEach(() => {
    print = jest.spyOn(window, "print").mockImplementation(() => undefined);
    stop = watchPrint(window);
  });
  afterEach(() => {
    stop();
    print.mockRestore();
  });

  it("opens the closed checklists for the print, and closes after it only those it opened", () => {
    const { closed, open, other } = page();
    window.dispatchEvent(new Event("beforeprint"));
    expect([closed.open, open.open, other.open]).toEqual([true, true, false]);
    window.dispatchEvent(new Event("afterprint"));
    expect([closed.open, open.open, other.open]).toEqual([false, true, false]);
  });

  it("prints on the button, the list opened and left open", () => {
    const { closed } = page();
    document.querySelector("button")!.click();
    expect(print).toHaveBeenCalledTimes(1);
    expect(closed.open).toBe(true);
    window.dispatchEvent(new Event("afterprint"));
    expect(closed.open).toBe(true);
  });

  it("leaves other clicks alone, and stops listening when stopped", () => {
    const { closed } = page();
    closed.querySelector("summary")!.dispatchEvent(new MouseEvent("click", { bubbles: true }));
    expect(print).not.toHaveBeenCalled();
    stop();
    closed.open = false;
    document.querySelector("button")!.click();
    window.dispatchEvent(new Event("beforeprint"));
    expect(print).not.toHaveBeenCalled();
    expect(closed.open).toBe(false);
  });
});
