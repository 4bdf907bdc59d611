import React from "react";
import { graphql, type PageProps } from "gatsby";
import type { PageContext } from "../types";
import { ContactDetails } from "../components/sections/ro/ContactDetails";

/** /contact: phone and e-mail links and the contact form. */
export default function ContactPage({ data }: PageProps<Queries.ContactPageQuery, PageContext>) {
  if (!data.roContactJson) throw new Error("data/ro-contact.json is missing");
  return <ContactDetails id="date-contact" data={data.roContactJson} />;
}

export const query = graphql`
  query ContactPage {
    roContactJson {
      eyebrow
      title
      text
      phoneTitle
      phoneText
      emailTitle
      emailText
      formTitle
      formText
    }
  }
`;
