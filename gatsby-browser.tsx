// Gatsby Browser APIs: global styles, the page layout, hydration, route-change scrolling, the page
// head after a navigation, and the Web Vitals of a sample of visits.
import "./src/styles/fonts.css";
import "./src/styles/global.css";
import type { GatsbyBrowser } from "gatsby";
import { nextTask, renderApp } from "./src/hydrate";
import { revealOnHashChange, scrollAfterRouteUpdate } from "./src/routeScroll";
import { loadHelmet } from "./src/seo/Head";
import { startVitals } from "./src/vitals/start";

export { wrapPageElement } from "./src/wrapPageElement";

// Scrolling is ours (top of the next page, or the hash target after a delay; the first render never
// moves the page), not Gatsby's restoration.
export const shouldUpdateScroll: GatsbyBrowser["shouldUpdateScroll"] = () => false;

// The next page's head needs react-helmet, fetched while the page renders (see src/seo/Head.tsx).
export const onPreRouteUpdate: GatsbyBrowser["onPreRouteUpdate"] = ({ prevLocation }) => {
  if (prevLocation) loadHelmet();
};

export const onRouteUpdate: GatsbyBrowser["onRouteUpdate"] = ({ location, prevLocation }) => {
  scrollAfterRouteUpdate(location, prevLocation);
};

// The app starts in a task after the one that evaluated its scripts: see nextTask.
export const onClientEntry: GatsbyBrowser["onClientEntry"] = () => {
  revealOnHashChange();
  return nextTask();
};

// Real visits' Web Vitals, on a sample of hard page loads, once the page has loaded and is idle.
export const onInitialClientRender: GatsbyBrowser["onInitialClientRender"] = () => {
  startVitals();
};

// Hydration in a transition, sliced: see src/hydrate.ts. Gatsby types this API with ReactDOM's legacy
// render overloads; it calls the function with the app's element and its root element.
export const replaceHydrateFunction = (): typeof renderApp => renderApp;
