/** @jest-environment node */
// "Cât pot împrumuta?" on the service pages as the server renders them with the build's own page
// data: the section with its table, warning and example, and no check before its code loads.
import React from "react";
import { renderToString } from "react-dom/server";
import data from "../../data/capacity.json";
import { CapacitySection } from "../../src/components/sections/ro/CapacitySection";
import { CAPACITY_ANCHOR } from "../../src/capacity/constants";
import { builtPage } from "../helpers/builtData";

const ROUTES = ["/servicii/credite-persoane-fizice", "/servicii/finantari-pe-termen-lung"];
function built(route: string) {
  const { data: query, pageContext } = builtPage<Queries.ServicePageQuery>(route);
  return { query, pageContext };
}

describe.each(ROUTES)("%s", (route) => {
  it("renders on the server the section with its table, warning and example, and no check yet", () => {
    const { query, pageContext } = built(route);
    expect(query.capacityJson).not.toBeNull();
    const html = renderToString(
      <CapacitySection
        id={CAPACITY_ANCHOR}
        data={query.capacityJson!}
        service={pageContext.pagePath.split("/").pop()!}
        source={pageContext.pagePath}
      />,
    );
    expect(html).toContain(`id="${CAPACITY_ANCHOR}"`);
    expect(html).toContain(data.copy.warning);
    expect(html).toContain(query.capacityJson!.examples.caption);
    expect(html.match(/<tr>/g)?.length).toBe(
      1 + data.table.incomes.length * data.table.terms.length,
    );
    expect(html).toContain(`<strong>${query.capacityJson!.representativeExample.dae}</strong>`);
    expect(html).toContain(data.copy.noScript);
    expect(html).not.toContain(data.copy.formLabel);
  });
});
