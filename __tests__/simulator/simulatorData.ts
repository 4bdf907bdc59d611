// What the service page's query answers for the SimulatorSection fragment of a page key, read from
// the build's page-data (tests in the `pages` project, which builds public/ first).
import { builtPage } from "../helpers/builtData";
import { routes } from "../helpers/dataFiles";

interface Route {
  path: string;
  pageKey: string;
  template: string;
}

export function simulatorData(key: string): Queries.SimulatorSectionFragment {
  const route = (routes() as Route[]).find(
    (r) => r.template === "ServicePage" && r.pageKey === key,
  );
  if (!route) throw new Error(`no route is a service page with the key "${key}"`);
  const data = builtPage<Queries.ServicePageQuery>(route.path).data.simulatorJson;
  if (!data) throw new Error(`the build's page-data of ${route.path} has no simulatorJson`);
  return data;
}
