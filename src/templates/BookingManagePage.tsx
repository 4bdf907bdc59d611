import React from "react";
import { graphql, type PageProps } from "gatsby";
import type { PageContext } from "../types";
import { requireData } from "../utils/requireData";
import { ManageBooking } from "../booking/ManageBooking";
import { PageSections } from "../components/ui/PageSections";

/** /programare/gestionare: the booking a mail's link names, to cancel it or move it (not
 * indexed: every visit comes from a link with its own token). The slot picker's copy is the
 * booking page's. */
export default function BookingManagePage({
  data,
  pageContext,
}: PageProps<Queries.BookingManagePageQuery, PageContext>) {
  const { roBookingManageJson, roBookingJson } = requireData(pageContext.pagePath, data, [
    "roBookingManageJson",
    "roBookingJson",
  ]);
  return (
    <PageSections>
      <ManageBooking
        id="programarea-ta"
        copy={roBookingManageJson}
        picker={roBookingJson.picker}
        form={roBookingJson.form}
      />
    </PageSections>
  );
}

export const query = graphql`
  query BookingManagePage {
    roBookingManageJson {
      ...BookingManage
    }
    roBookingJson {
      picker {
        ...BookingPicker
      }
      form {
        ...BookingFormCopy
      }
    }
  }
`;
