// Static markup: kept as the server wrote it when the app hydrates, rendered by React otherwise, and
// never lost when React gives up hydrating. React's own scheduler runs the work, as in the browser.
import React, { useState } from "react";
import { TextEncoder } from "node:util";
import { waitFor } from "@testing-library/react";
import { navigate, prefetchPathname } from "gatsby";
import { renderApp } from "../../src/hydrate";
import { INTERACTIVE, Static } from "../../src/components/ui/Static";
import { ErrorBoundary } from "../../src/components/ui/ErrorBoundary";
import { reportClientError } from "../../src/errors/report";
import { HYDRATED_ATTRIBUTE } from "../../src/constants";

jest.mock("../../src/hooks/useChrome", () => ({
  useChrome: () => ({ ui: { errorSection: "Această parte nu a putut fi afișată." } }),
}));
jest.mock("../../src/errors/report", () => ({ reportClientError: jest.fn() }));
jest.mock("gatsby", () => ({ navigate: jest.fn(), prefetchPathname: jest.fn() }));

function Counter() {
  const [clicks, setClicks] = useState(0);
  return (
    <button {...INTERACTIVE} type="button" onClick={() => setClicks((n) => n + 1)}>
      {clicks}
    </button>
  );
}

/** Renders on the server, throws in the browser: the kind of failure hydration meets. */
function BrowserOnlyFailure() {
  if (typeof document !== "undefined" && document.documentElement.dataset.server !== "yes") {
    throw new Error("failed in the browser");
  }
  return <p>Calculator</p>;
}

function Page({ failing = false }: { failing?: boolean }) {
  return (
    <main>
      <Static id="text">
        <h2>Leasing</h2>
        <p>
          Vezi <a href="/servicii/factoring">factoring</a>, <a href="#contact-form">formularul</a>{" "}
          sau <a href="https://example.org/">alt site</a>.
        </p>
      </Static>
      <Static id="widget">
        <Static id="widget-text">
          <p>Apasă:</p>
        </Static>
        <Counter />
      </Static>
      {failing && (
        <ErrorBoundary part="section">
          <BrowserOnlyFailure />
        </ErrorBoundary>
      )}
      <Static id="after">
        <p>După</p>
      </Static>
    </main>
  );
}

/** A container holding the server's markup of `element`, in the document. */
async function serverRendered(element: React.ReactElement): Promise<HTMLDivElement> {
  Object.assign(globalThis, { TextEncoder });
  const { renderToString } = await import("react-dom/server");
  document.documentElement.dataset.server = "yes";
  const html = renderToString(element);
  delete document.documentElement.dataset.server;
  const container = document.createElement("div");
  container.innerHTML = html;
  document.body.appendChild(container);
  return container;
}

const fiberOf = (element: Element | null) =>
  !!element && Object.keys(element).some((key) => key.startsWith("__reactFiber$"));

describe("Static", () => {
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
    document.documentElement.removeAttribute(HYDRATED_ATTRIBUTE);
    jest.clearAllMocks();
  });

  it("keeps static markup as the server wrote it and hydrates the part with a widget", async () => {
    const container = await serverRendered(<Page />);
    const text = container.querySelector('[data-static="text"]')!;
    const heading = text.querySelector("h2");
    const before = text.innerHTML;
    renderApp(<Page />, container);
    await waitFor(() =>
      expect(document.documentElement.hasAttribute(HYDRATED_ATTRIBUTE)).toBe(true),
    );
    expect(text.querySelector("h2")).toBe(heading);
    expect(text.innerHTML).toBe(before);
    // React holds the Static's own element (for its link handling), not what is inside it.
    expect(fiberOf(text)).toBe(true);
    expect(fiberOf(heading)).toBe(false);
    expect(fiberOf(container.querySelector('[data-static="after"] p'))).toBe(false);

    // The Static around the widget hydrates; the one inside it, with text only, does not.
    expect(fiberOf(container.querySelector('[data-static="widget-text"]'))).toBe(true);
    expect(fiberOf(container.querySelector('[data-static="widget-text"] p'))).toBe(false);
    const button = container.querySelector("button")!;
    expect(fiberOf(button)).toBe(true);
    button.click();
    await waitFor(() => expect(button.textContent).toBe("1"));
  });

  it("loses nothing when React gives up hydrating and renders the page again", async () => {
    const container = await serverRendered(<Page failing />);
    const errors = jest.spyOn(console, "error").mockImplementation(() => {});
    try {
      renderApp(<Page failing />, container);
      await waitFor(() => expect(container.textContent).toContain("nu a putut fi afișată"));
    } finally {
      errors.mockRestore();
    }
    expect(container.querySelector('[data-static="text"] h2')?.textContent).toBe("Leasing");
    expect(container.querySelector('[data-static="text"] a')?.getAttribute("href")).toBe(
      "/servicii/factoring",
    );
    expect(container.querySelector('[data-static="after"]')?.textContent).toBe("După");
    expect(reportClientError).toHaveBeenCalledWith(
      expect.objectContaining({ message: "failed in the browser" }),
      expect.objectContaining({ componentStack: expect.any(String) }),
    );
    const button = container.querySelector("button")!;
    button.click();
    await waitFor(() => expect(button.textContent).toBe("1"));
  });

  it("renders its content with React when the page is rendered in the browser", async () => {
    const container = document.createElement("div");
    document.body.appendChild(container);
    renderApp(<Page />, container);
    await waitFor(() =>
      expect(container.querySelector('[data-static="text"] h2')?.textContent).toBe("Leasing"),
    );
    expect(fiberOf(container.querySelector('[data-static="text"] h2'))).toBe(true);
  });

  it("follows and prefetches site links through the router; other links are the browser's", async () => {
    const container = await serverRendered(<Page />);
    renderApp(<Page />, container);
    await waitFor(() =>
      expect(document.documentElement.hasAttribute(HYDRATED_ATTRIBUTE)).toBe(true),
    );
    const [site, hash, external] = Array.from(container.querySelectorAll("a"));
    site.dispatchEvent(new MouseEvent("mouseover", { bubbles: true }));
    expect(prefetchPathname).toHaveBeenCalledWith("/servicii/factoring");

    const click = (link: Element, init: MouseEventInit = {}) => {
      const event = new MouseEvent("click", { bubbles: true, cancelable: true, ...init });
      link.dispatchEvent(event);
      return event.defaultPrevented;
    };
    expect(click(site)).toBe(true);
    expect(navigate).toHaveBeenCalledWith("/servicii/factoring");
    jest.mocked(navigate).mockClear();
    // jsdom reports the navigations it does not implement; the browser would follow these links.
    const notImplemented = jest.spyOn(console, "error").mockImplementation(() => {});
    try {
      for (const [link, init] of [
        [site, { ctrlKey: true }],
        [site, { button: 1 }],
        [hash, {}],
        [external, {}],
      ] as const) {
        expect(click(link, init)).toBe(false);
      }
    } finally {
      notImplemented.mockRestore();
    }
    expect(navigate).not.toHaveBeenCalled();
  });
});
