import React from "react";
import { graphql, type PageProps } from "gatsby";
import type { PageContext } from "../types";
import { requireData } from "../utils/requireData";
import { ContactDetails } from "../components/sections/ro/ContactDetails";
import { LegalIdentity } from "../components/sections/ro/LegalIdentity";
import { PageSections } from "../components/ui/PageSections";

/** /contact: phone and e-mail links, the contact form, and who the firm is as a credit
 * intermediary (its identity, register and how it is paid). */
export default function ContactPage({
  data,
  pageContext,
}: PageProps<Queries.ContactPageQuery, PageContext>) {
  const { roContactJson } = requireData(pageContext.pagePath, data, ["roContactJson"]);
  return (
    <PageSections>
      <ContactDetails id="date-contact" data={roContactJson} />
      <LegalIdentity />
    </PageSections>
  );
}

export const query = graphql`
  query ContactPage {
    roContactJson {
      ...ContactDetails
    }
  }
`;
