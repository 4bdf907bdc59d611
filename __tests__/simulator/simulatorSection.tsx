// What the simulator section's page test files share: the section rendered beside the contact form,
// and its inputs, result figures and error messages found by their roles.
import React from "react";
import { render, screen, within } from "@testing-library/react";
import copy from "../../data/simulator-copy.json";
import { SimulatorSection } from "../../src/components/sections/ro/SimulatorSection";
import { ContactForm } from "../../src/contact/ContactForm";
import { simulatorData } from "./simulatorData";
// Loaded up front, so that the on-demand import resolves at once instead of compiling mid-test.
import "../../src/simulator/Simulator";

export const WARNING = "Atenție! Banii împrumutați costă bani!";

export function renderSection(key: string, warning: string | null = null) {
  return render(
    <>
      <SimulatorSection id="simulator" data={simulatorData(key)} warning={warning} />
      <ContactForm id="contact-form" />
    </>,
  );
}

export const input = (label: string) =>
  screen.getByRole("textbox", { name: new RegExp(`^${label}`) });
export const result = () => screen.getByRole("group", { name: copy.result.title });
export const figure = (label: string) =>
  within(result()).getByText(label, { selector: "dt" }).parentElement!.querySelector("dd")!
    .textContent;
export const errorOf = (field: HTMLElement) =>
  document.getElementById(field.getAttribute("aria-describedby")!.split(" ").pop()!)?.textContent;
