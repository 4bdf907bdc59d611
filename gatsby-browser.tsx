// Gatsby Browser APIs: global styles, the page layout and route-change scrolling.
import "@fontsource/inter/latin-400.css";
import "@fontsource/inter/latin-ext-400.css";
import "@fontsource/inter/latin-600.css";
import "@fontsource/inter/latin-ext-600.css";
import "@fontsource/inter/latin-700.css";
import "@fontsource/inter/latin-ext-700.css";
import "@fontsource/manrope/latin-700.css";
import "@fontsource/manrope/latin-ext-700.css";
import "@fontsource/manrope/latin-800.css";
import "@fontsource/manrope/latin-ext-800.css";
import "./src/styles/global.css";
import type { GatsbyBrowser } from "gatsby";
import { scrollAfterRouteUpdate } from "./src/routeScroll";

export { wrapPageElement } from "./src/wrapPageElement";

// Scrolling is ours (top of page, or the hash target after a delay), not Gatsby's restoration.
export const shouldUpdateScroll: GatsbyBrowser["shouldUpdateScroll"] = () => false;

export const onRouteUpdate: GatsbyBrowser["onRouteUpdate"] = ({ location }) => {
  scrollAfterRouteUpdate(location);
};
