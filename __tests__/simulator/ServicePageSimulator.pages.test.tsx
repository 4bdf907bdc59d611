// The service template places the simulator on the pages whose page file has a "simulator" part,
// after the why-choose block, with the credit warning of the simulator that carries consumer
// credit's standard information.
import React from "react";
import { render, screen, within } from "@testing-library/react";
import copy from "../../data/simulator-copy.json";
import ServicePage from "../../src/templates/ServicePage";
import { builtPage } from "../helpers/builtData";
import { partItems, routes as allRoutes } from "../helpers/dataFiles";
import { pageProps } from "../helpers/pageProps";
import "../../src/simulator/Simulator";

interface Route {
  path: string;
  template: string;
  pageKey: string;
}
const routes = (allRoutes() as Route[]).filter((r) => r.template === "ServicePage");
const simulators = partItems("simulator") as {
  key: string;
  standardInfo?: { warning: string } | null;
}[];
const simulatorKeys = simulators.map((e) => e.key);

function renderService(route: Route) {
  const { data, pageContext } = builtPage<Queries.ServicePageQuery>(route.path);
  return render(<ServicePage {...pageProps(data, pageContext)} />);
}

describe.each(routes)("$path", (route) => {
  const has = simulatorKeys.includes(route.pageKey);

  it(has ? "has the simulator after why-choose" : "has no simulator", async () => {
    renderService(route);
    const section = document.getElementById("simulator");
    expect(!!section).toBe(has);
    if (!section) return;
    // Each section sits in its own wrapper (PageSections): the previous wrapper holds why-choose.
    const previous = section.parentElement?.previousElementSibling;
    expect(previous?.querySelector(":scope > section")?.id).toBe("avantaje");
    const result = await within(section).findByRole("group", { name: copy.result.title });
    const entry = simulators.find((e) => e.key === route.pageKey);
    const warning = entry?.standardInfo?.warning ?? null;
    // The personal-loans page repeats its own warning (the same data value) with the result.
    expect(within(result).queryByRole("note")?.textContent ?? null).toBe(warning);
    expect(screen.getAllByRole("form", { name: copy.formLabel })).toHaveLength(1);
  });
});
