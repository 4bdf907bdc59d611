// The editor's previews drawn with the site's own components. Decap renders a preview template
// with its own copy of React, which exposes only `createClass` and `h`; the site's components need
// hooks, so each template is a small Decap class that hosts a React root of this bundle's React
// and draws the site's component into it on every change of the entry.
import React from "react";
import { createRoot, type Root } from "react-dom/client";
import { PagePreview } from "./PagePreview";
import "../../../src/styles/fonts.css";
import "../../../src/styles/tokens.css";
import "../../../src/styles/global.css";

/** The entry as Decap hands it to a preview: an Immutable.js map. */
interface Entry {
  get(key: string): { toJS(): Record<string, unknown> } | undefined;
}

/** What the editor serves a media path at (Decap's AssetProxy prints as its address). */
type GetAsset = (path: string) => { toString(): string };

interface Bridge {
  props: { entry: Entry; getAsset: GetAsset };
  element: HTMLDivElement | null;
  root: Root | null;
  draw(): void;
}

type DecapElement = unknown;
interface DecapGlobals {
  createClass(spec: Record<string, unknown>): unknown;
  h(type: string, props: Record<string, unknown>): DecapElement;
}

type Draw = (data: Record<string, unknown>, asset: (path: string) => string) => React.ReactNode;

/** The Decap class that draws `render(data, asset)` with this bundle's React. */
function hosted(decap: DecapGlobals, render: Draw) {
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
      const asset = (path: string) => String(this.props.getAsset(path));
      this.root?.render(render(this.props.entry.get("data")?.toJS() ?? {}, asset));
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

/** The preview templates, by the name of the file entry they draw: each page's entry. */
export function previewTemplates(decap: DecapGlobals, pageEntries: string[]): [string, unknown][] {
  const page = hosted(decap, (data, asset) => <PagePreview data={data} asset={asset} />);
  return pageEntries.map((name) => [name, page]);
}
