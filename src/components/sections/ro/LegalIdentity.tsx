import React from "react";
import { CompanyIdentity } from "../../ui/CompanyIdentity";
import { Section } from "../../ui/Section";

/** The company's identity under each legal text and on the contact page, with the processors the
 * privacy policy names. The search index leaves it out by its id (scripts/search-index.ts). */
export function LegalIdentity() {
  return (
    <Section id="datele-firmei" tone="light">
      <CompanyIdentity detailed />
    </Section>
  );
}
