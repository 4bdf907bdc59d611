// Gatsby SSR APIs: the same page layout as in the browser, rendered at build time, and preloads of
// the web fonts the first screen is set in.
import React from "react";
import type { GatsbySSR } from "gatsby";
import interLatin400 from "@fontsource/inter/files/inter-latin-400-normal.woff2";
import interLatin700 from "@fontsource/inter/files/inter-latin-700-normal.woff2";
import manropeLatin700 from "@fontsource/manrope/files/manrope-latin-700-normal.woff2";

import { CONSENT_KEY, STORED_CONSENT_ATTRIBUTE } from "./src/constants";

export { wrapPageElement } from "./src/wrapPageElement";

/**
 * The faces of the first screen, latin subsets: body text (Inter 400), buttons (Inter 700) and
 * headings (Manrope 700). Fetched with the HTML, they are usually ready before the first paint,
 * so no text reflows when they swap in. Same files as src/styles/fonts.css, so the same URLs.
 */
const PRELOADED_FONTS = [interLatin400, interLatin700, manropeLatin700];

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
