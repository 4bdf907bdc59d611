import React from "react";
import { graphql, type PageProps } from "gatsby";
import type { PageContext } from "../types";
import { requireData } from "../utils/requireData";
import { BookingSection } from "../booking/BookingSection";
import { PageSections } from "../components/ui/PageSections";

/** /programare: a free consultation booked in a free slot, or asked for by day and time window. */
export default function BookingPage({
  data,
  pageContext,
}: PageProps<Queries.BookingPageQuery, PageContext>) {
  const { roBookingJson } = requireData(pageContext.pagePath, data, ["roBookingJson"]);
  return (
    <PageSections>
      <BookingSection id="programare" data={roBookingJson} />
    </PageSections>
  );
}

export const query = graphql`
  query BookingPage {
    roBookingJson {
      ...BookingSection
    }
  }
`;
