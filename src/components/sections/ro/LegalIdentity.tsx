import React from "react";
import { CompanyIdentity } from "../../ui/CompanyIdentity";
import { Section } from "../../ui/Section";

/** The company's identity under each legal text. */
export function LegalIdentity() {
  return (
    <Section tone="light">
      <CompanyIdentity />
    </Section>
  );
}
