// The editor's previews drawn with the site's own components. Decap renders a preview template
// with its own copy of React, which exposes only `createClass` and `h`; the site's components need
// hooks, so each template is a small Decap class that hosts a React root of this bundle's React
// and draws the site's component into it on every change of the entry.
import React from "react";
import { createRoot, type Root } from "react-dom/client";
import { FaqPreview } from "./FaqPreview";
import "../../../src/styles/fonts.css";
import "../../../src/styles/tokens.css";
import "../../../src/styles/global.css";

/** The entry as Decap hands it to a preview: an Immutable.js map. */
interface Entry {
  get(key: string): { toJS(): Record<string, unknown> } | undefined;
}

interface Bridge {
  props: { entry: Entry };
  element: HTMLDivElement | null;
  root: Root | null;
  draw(): void;
}

type DecapElement = unknown;
interface DecapGlobals {
  createClass(spec: Record<string, unknown>): unknown;
  h(type: string, props: Record<string, unknown>): DecapElement;
}

/** The Decap class that draws `render(data)` with this bundle's React. */
function hosted(decap: DecapGlobals, render: (data: Record<string, unknown>) => React.ReactNode) {
  return decap.createClass({
    componentDidMount(this: Bridge) {
      if (this.element) this.root = createRoot(this.element);
      this.draw();
    },
    componentDidUpdate(this: Bridge) {
      this.draw();
    },
    componentWillUnmount(this: Bridge) {
      const root = this.root;
      // Not while Decap's React is unmounting: the other React's root goes right after.
      setTimeout(() => root?.unmount());
    },
    draw(this: Bridge) {
      this.root?.render(render(this.props.entry.get("data")?.toJS() ?? {}));
    },
    render(this: Bridge) {
      return decap.h("div", {
        ref: (element: HTMLDivElement | null) => {
          this.element = element;
        },
      });
    },
  });
}

/** The preview templates, by the name of the file entry they draw. */
export function previewTemplates(decap: DecapGlobals): [string, unknown][] {
  return [
    [
      "faq_ro",
      hosted(decap, (data) => (
        <FaqPreview items={Array.isArray(data.items) ? (data.items as object[]) : []} />
      )),
    ],
  ];
}
