// HeadTags in the browser: it takes over the tags the build wrote for it (and only those), keeps
// its tags current, and takes them away when it goes.
import { TextEncoder } from "node:util";
import React, { act, useId } from "react";
import { hydrateRoot } from "react-dom/client";
import { render } from "@testing-library/react";
import { HeadTags } from "../../src/seo/HeadTags";

const heads = () => Array.from(document.head.children, (element) => element.outerHTML);

afterEach(() => {
  document.head.innerHTML = "";
});

it("replaces the build's copies of its tags with its own, leaving other tags alone", async () => {
  // The id React gives the root component's first useId, on the server and when hydrating.
  function Probe() {
    return <>{useId()}</>;
  }
  Object.assign(globalThis, { TextEncoder });
  const { renderToString } = await import("react-dom/server");
  const id = renderToString(<Probe />);
  document.head.innerHTML =
    `<title data-head="${id}">Leasing</title>` +
    `<meta data-head="${id}" name="description" content="Leasing">` +
    `<meta data-head="other" name="robots" content="index">`;
  const container = document.createElement("div");
  document.body.appendChild(container);
  await act(async () => {
    hydrateRoot(
      container,
      <HeadTags lang="ro">
        <title>Leasing</title>
        <meta name="description" content="Leasing" />
      </HeadTags>,
    );
  });
  expect(heads()).toEqual([
    '<meta data-head="other" name="robots" content="index">',
    "<title>Leasing</title>",
    '<meta name="description" content="Leasing">',
  ]);
  expect(document.documentElement.lang).toBe("ro");
  expect(document.title).toBe("Leasing");
  container.remove();
});

it("follows its children through navigation and removes them when it unmounts", () => {
  const { rerender, unmount } = render(
    <HeadTags lang="ro">
      <title>Leasing</title>
    </HeadTags>,
  );
  expect(document.title).toBe("Leasing");
  rerender(
    <HeadTags lang="en">
      <title>Pricing</title>
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: "{}" }} />
    </HeadTags>,
  );
  expect(document.title).toBe("Pricing");
  expect(document.documentElement.lang).toBe("en");
  expect(heads()).toEqual([
    "<title>Pricing</title>",
    '<script type="application/ld+json">{}</script>',
  ]);
  unmount();
  expect(heads()).toEqual([]);
});
