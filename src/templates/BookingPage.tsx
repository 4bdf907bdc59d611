import React from "react";
import { graphql, type PageProps } from "gatsby";
import type { PageContext } from "../types";
import { requireData } from "../utils/requireData";
import { BookingSection } from "../booking/BookingSection";
import { handoffOf, servicesOf } from "../booking/handoff";
import { PageSections } from "../components/ui/PageSections";

/** /programare: a free consultation booked in a free slot, or asked for by day and time window;
 * a page that sends the visitor here may hand over a service and a calculation (handoff.ts). */
export default function BookingPage({
  data,
  pageContext,
  location,
}: PageProps<Queries.BookingPageQuery, PageContext>) {
  const { roBookingJson } = requireData(pageContext.pagePath, data, ["roBookingJson"]);
  const services = servicesOf(data.allPagesJson.nodes, data.allSimulatorJson.nodes);
  return (
    <PageSections>
      <BookingSection
        id="programare"
        data={roBookingJson}
        services={services}
        capacity={data.capacityJson ?? null}
        handoff={handoffOf(location, services)}
      />
    </PageSections>
  );
}

export const query = graphql`
  query BookingPage {
    roBookingJson {
      ...BookingSection
    }
    allPagesJson(filter: { template: { eq: "ServicePage" } }, sort: { path: ASC }) {
      nodes {
        path
        title
        pageKey
      }
    }
    allSimulatorJson {
      nodes {
        key
        kind
        inputs {
          ...SimulatorInputs
        }
        copy {
          currency
          result {
            ...SimulatorFigureWords
          }
        }
      }
    }
    capacityJson {
      ...CapacityFigures
    }
  }
`;
