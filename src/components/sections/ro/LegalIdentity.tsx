import React from "react";
import { CompanyIdentity } from "../../ui/CompanyIdentity";
import { Section } from "../../ui/Section";

/** The company's identity under each legal text and on the contact page, with the processors the
 * privacy policy names. */
export function LegalIdentity() {
  return (
    <Section tone="light">
      <CompanyIdentity detailed />
    </Section>
  );
}
