// Gatsby SSR APIs: the same page layout as in the browser, rendered at build time (read without the
// NUL bytes React 18's stream pads some chunks with), and preloads of the web fonts the first screen
// is set in.
import React from "react";
import type { GatsbySSR } from "gatsby";
import { Helmet } from "react-helmet";
import interVariable from "./src/styles/fonts/inter-var.woff2";
import manropeBold from "./src/styles/fonts/manrope-700.woff2";

import { CONSENT_KEY, STORED_CONSENT_ATTRIBUTE } from "./src/constants";
import { provideFooterParts } from "./src/components/layout/Footer";
import * as footerParts from "./src/components/layout/FooterParts";
import { provideHelmet } from "./src/seo/Head";

export { wrapPageElement } from "./src/wrapPageElement";
export { replaceRenderer } from "./gatsby/patches/bodyRenderer";

// The footer's read-only parts are written into every page; the browser fetches their code only to
// render them itself (src/components/layout/Footer.tsx).
provideFooterParts(footerParts);
// The same for react-helmet: the page's head is written here (gatsby-plugin-react-helmet); the
// browser fetches react-helmet only when a navigation changes the head (src/seo/Head.tsx).
provideHelmet(Helmet);

/**
 * The two font files (body and headings, subset by gatsby/fonts.ts). Fetched with the HTML, they
 * are usually ready before the first paint, so no text reflows when they swap in. Same files as
 * src/styles/fonts.css, so the same URLs.
 */
const PRELOADED_FONTS = [interVariable, manropeBold];

/** Marks <html> before the first paint when a cookie choice is stored, hiding the banner. */
const STORED_CONSENT_SCRIPT = `try{if(localStorage.getItem(${JSON.stringify(CONSENT_KEY)}))document.documentElement.setAttribute(${JSON.stringify(STORED_CONSENT_ATTRIBUTE)},"")}catch(e){}`;

export const onRenderBody: GatsbySSR["onRenderBody"] = ({ setHeadComponents }) => {
  setHeadComponents([
    <script key="stored-consent" dangerouslySetInnerHTML={{ __html: STORED_CONSENT_SCRIPT }} />,
    ...PRELOADED_FONTS.map((href) => (
      <link
        key={href}
        rel="preload"
        href={href}
        as="font"
        type="font/woff2"
        crossOrigin="anonymous"
      />
    )),
  ]);
};
