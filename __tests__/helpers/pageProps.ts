// The props Gatsby gives a page: its query result and context, plus the router's props, which no
// template reads. Query data passes through typed: a wrong shape fails `tsc`.
import type { PageProps } from "gatsby";
import type { PageContext } from "../../src/types";

export function pageProps<D>(data: D, pageContext: PageContext): PageProps<D, PageContext> {
  const path = pageContext.pagePath;
  return {
    data,
    pageContext,
    path,
    uri: path,
    location: { ...window.location, pathname: path, state: null, key: "initial" },
    children: undefined,
    params: {},
    pageResources: {
      component: {} as React.Component,
      json: { data, pageContext },
      page: { componentChunkName: "test", path, webpackCompilationHash: "test" },
    },
    serverData: {},
  };
}
