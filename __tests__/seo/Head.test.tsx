// Head in the browser: react-helmet is not there until the app fetches it, then every Head renders
// it together. Each test takes a fresh copy of the modules (React included, so hooks share it),
// because the test setup provides react-helmet as the build's renderer does.
import type { ReactElement } from "react";
import { HYDRATED_ATTRIBUTE } from "../../src/constants";

type Modules = {
  head: typeof import("../../src/seo/Head");
  react: typeof import("react");
  rtl: typeof import("@testing-library/react/pure");
  onDemand: typeof import("../../src/onDemand");
  hydrate: typeof import("../../src/hydrate");
};

let unmount: (() => void) | undefined;
afterEach(() => unmount?.());

function freshModules(): Modules {
  let modules: Modules | undefined;
  jest.isolateModules(() => {
    modules = {
      head: jest.requireActual("../../src/seo/Head"),
      react: jest.requireActual("react"),
      rtl: jest.requireActual("@testing-library/react/pure"),
      onDemand: jest.requireActual("../../src/onDemand"),
      hydrate: jest.requireActual("../../src/hydrate"),
    };
  });
  unmount = () => modules!.rtl.cleanup();
  return modules!;
}

function headsOf({ react, head }: Modules, title: string): ReactElement {
  return react.createElement(
    react.Fragment,
    null,
    react.createElement(head.Head, { title }),
    react.createElement(
      head.Head,
      null,
      react.createElement("meta", { name: "description", content: "Descriere" }),
    ),
  );
}

/** The document's head as react-helmet left it. */
const peek = () => ({
  title: document.title,
  metaTags: Array.from(document.head.querySelectorAll("meta[data-react-helmet]"), (meta) => ({
    content: meta.getAttribute("content") ?? "",
  })),
});

describe("Head", () => {
  it("fetches react-helmet when the app mounts it, and writes every Head's tags", async () => {
    const modules = freshModules();
    modules.rtl.render(headsOf(modules, "Pagina următoare"));
    await modules.rtl.waitFor(() => expect(peek().title).toBe("Pagina următoare"));
    expect(peek().metaTags.map((tag) => tag.content)).toEqual(["Descriere"]);
  });

  it("follows the next page once react-helmet is there", async () => {
    const modules = freshModules();
    const { rerender } = modules.rtl.render(headsOf(modules, "Prima"));
    await modules.rtl.waitFor(() => expect(peek().title).toBe("Prima"));
    rerender(headsOf(modules, "A doua"));
    await modules.rtl.waitFor(() => expect(peek().title).toBe("A doua"));
    expect(peek().metaTags.map((tag) => tag.content)).toEqual(["Descriere"]);
  });

  it("on the page the build rendered, waits for a navigation to fetch react-helmet", async () => {
    const modules = freshModules();
    const fetches = jest.spyOn(modules.onDemand.onDemand, "helmet");
    document.title = "Titlul scris de build";
    const page = modules.react.createElement("div", null, "Pagina", headsOf(modules, "Construită"));
    const container = document.createElement("div");
    // What the build wrote: the page, and no tags from the Heads (the head is written apart).
    container.innerHTML = "<div>Pagina</div>";
    document.body.append(container);
    modules.hydrate.renderApp(page, container);
    await modules.rtl.waitFor(() =>
      expect(document.documentElement.hasAttribute(HYDRATED_ATTRIBUTE)).toBe(true),
    );
    expect(fetches).not.toHaveBeenCalled();
    expect(document.title).toBe("Titlul scris de build");

    modules.head.loadHelmet();
    await modules.rtl.waitFor(() => expect(peek().title).toBe("Construită"));
    expect(peek().metaTags.map((tag) => tag.content)).toEqual(["Descriere"]);
    expect(fetches).toHaveBeenCalledTimes(1);
    container.remove();
  });
});
