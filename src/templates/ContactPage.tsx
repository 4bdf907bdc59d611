import React from "react";
import { graphql, type PageProps } from "gatsby";
import type { PageContext } from "../types";
import { requireData } from "../utils/requireData";
import { ContactDetails } from "../components/sections/ro/ContactDetails";
import { PageSections } from "../components/ui/PageSections";

/** /contact: phone and e-mail links and the contact form. */
export default function ContactPage({
  data,
  pageContext,
}: PageProps<Queries.ContactPageQuery, PageContext>) {
  const { roContactJson } = requireData(pageContext.pagePath, data, ["roContactJson"]);
  return (
    <PageSections>
      <ContactDetails id="date-contact" data={roContactJson} />
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
