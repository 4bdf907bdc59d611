// Gatsby's render function (replaceHydrateFunction): hydration in a transition, with React's own
// scheduler, as in the browser.
import React, { useEffect, useState } from "react";
import { TextEncoder } from "node:util";
import { waitFor } from "@testing-library/react";
import { nextTask, renderApp } from "../../src/hydrate";

/** Says whether it has run in the browser, and counts clicks once interactive. */
function Widget() {
  const [hydrated, setHydrated] = useState(false);
  const [clicks, setClicks] = useState(0);
  useEffect(() => setHydrated(true), []);
  return (
    <main>
      <p data-hydrated={hydrated}>Conținut</p>
      <button type="button" onClick={() => setClicks((n) => n + 1)}>
        {clicks}
      </button>
    </main>
  );
}

/**
 * An item whose render takes at least 6 ms, longer than one of React's 5 ms slices. The first one
 * schedules another task, which runs when React yields.
 */
function SlowItem({ n, log, between }: { n: number; log: string[]; between?: () => void }) {
  if (n === 0) {
    setTimeout(() => {
      log.push("another task");
      between?.();
    }, 0);
  }
  const end = performance.now() + 6;
  while (performance.now() < end);
  log.push(`item ${n}`);
  return <li>{n}</li>;
}

/** Slow items, then a button that counts clicks. */
function SlowList({ log, between }: { log: string[]; between?: () => void }) {
  const [clicks, setClicks] = useState(0);
  return (
    <div>
      <ul>
        {[0, 1, 2, 3, 4, 5].map((n) => (
          <SlowItem key={n} n={n} log={log} between={between} />
        ))}
      </ul>
      <button type="button" onClick={() => setClicks((count) => count + 1)}>
        {clicks}
      </button>
    </div>
  );
}

/** A container holding the server's markup of `element`, in the document. */
async function serverRendered(element: React.ReactElement): Promise<HTMLDivElement> {
  // react-dom/server needs TextEncoder, which jsdom lacks.
  Object.assign(globalThis, { TextEncoder });
  const { renderToString } = await import("react-dom/server");
  const container = document.createElement("div");
  container.innerHTML = renderToString(element);
  document.body.appendChild(container);
  return container;
}

describe("renderApp", () => {
  // React's scheduler runs the work here, as in the browser, not act().
  const env = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
  const actEnvironment = env.IS_REACT_ACT_ENVIRONMENT;
  beforeAll(() => {
    env.IS_REACT_ACT_ENVIRONMENT = false;
  });
  afterAll(() => {
    env.IS_REACT_ACT_ENVIRONMENT = actEnvironment;
  });
  afterEach(() => {
    document.body.innerHTML = "";
  });

  it("hydrates server-rendered markup in a transition, keeping its nodes", async () => {
    const container = await serverRendered(<Widget />);
    const paragraph = container.querySelector("p");
    const errors = jest.spyOn(console, "error").mockImplementation(() => {});
    try {
      renderApp(<Widget />, container);
      // The transition is scheduled, not run inside the call.
      expect(paragraph?.getAttribute("data-hydrated")).toBe("false");
      await waitFor(() => expect(paragraph?.getAttribute("data-hydrated")).toBe("true"));
      expect(container.querySelector("p")).toBe(paragraph);
      const button = container.querySelector("button")!;
      button.click();
      await waitFor(() => expect(button.textContent).toBe("1"));
      expect(errors).not.toHaveBeenCalled();
    } finally {
      errors.mockRestore();
    }
  });

  it("hydrates in slices, letting other tasks run in between", async () => {
    const container = await serverRendered(<SlowList log={[]} />);
    const log: string[] = [];
    renderApp(<SlowList log={log} />, container);
    await waitFor(() => expect(log).toContain("item 5"));
    // In one blocking pass the other task would wait for the last item.
    expect(log.indexOf("another task")).toBeGreaterThan(-1);
    expect(log.indexOf("another task")).toBeLessThan(log.indexOf("item 5"));
  });

  it("keeps a click on a part not hydrated yet: React hydrates it first, then handles the click", async () => {
    const container = await serverRendered(<SlowList log={[]} />);
    const log: string[] = [];
    const button = container.querySelector("button")!;
    // Clicked between two slices, while the items before the button are being hydrated.
    renderApp(<SlowList log={log} between={() => button.click()} />, container);
    await waitFor(() => expect(button.textContent).toBe("1"));
    expect(log.indexOf("another task")).toBeLessThan(log.indexOf("item 5"));
  });

  it("renders into an empty container (a client-only page)", async () => {
    const container = document.createElement("div");
    document.body.appendChild(container);
    renderApp(<Widget />, container);
    await waitFor(() =>
      expect(container.querySelector("p")?.getAttribute("data-hydrated")).toBe("true"),
    );
  });
});

describe("nextTask (Gatsby's onClientEntry)", () => {
  it("resolves after a task queued before it, not in the current task's microtasks", async () => {
    const log: string[] = [];
    setTimeout(() => log.push("queued task"), 0);
    const waited = nextTask().then(() => log.push("app starts"));
    for (let i = 0; i < 10; i += 1) await Promise.resolve();
    expect(log).toEqual([]);
    await waited;
    expect(log).toEqual(["queued task", "app starts"]);
  });
});
