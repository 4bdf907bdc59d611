/** @jest-environment node */
// The section as the build renders it: what a visitor without JavaScript gets.
import React from "react";
import { renderToString } from "react-dom/server";
import copy from "../../data/simulator-copy.json";
import { SimulatorSection } from "../../src/components/sections/ro/SimulatorSection";
import { partItems } from "../helpers/dataFiles";
import { simulatorData } from "./simulatorData";

const entries = partItems("simulator");

it.each(entries.map((e) => e.key as string))(
  "%s: the heading and one no-JavaScript line to the form, not the simulator",
  (key) => {
    const html = renderToString(
      <SimulatorSection id="simulator" data={simulatorData(key)} warning={null} />,
    );
    const entry = entries.find((e) => e.key === key)!;
    expect(html).toContain(entry.title);
    expect(html).toContain(entry.rangeNote);
    expect(html).toMatch(
      new RegExp(
        `<noscript><p[^>]*>${copy.noScript} <a href="#contact-form">${copy.noScriptLink.label}</a></p></noscript>`,
      ),
    );
    expect(html).not.toContain("<input");
    expect(html).not.toContain(copy.loading);
  },
);
