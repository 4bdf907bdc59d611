// Gatsby's internal Partytown plugin, left out of the browser's bundle of a production build. Its
// browser half (`onInitialClientRender`) returns at once outside `gatsby develop`, but it requires
// `gatsby-script` and the Partytown snippet at its top, so every page's first-load script carried
// both without ever running them. The site uses no `<Script>`, Partytown or off-main-thread script.
import path from "node:path";

/** The plugin's browser file, as `.cache/api-runner-browser-plugins.js` requires it. */
export const PARTYTOWN_BROWSER =
  /gatsby[\\/]dist[\\/]internal-plugins[\\/]partytown[\\/]gatsby-browser\.js$/;

/** What the production build bundles in its place: a module that implements no browser API. */
export const PARTYTOWN_BROWSER_STUB = path.join(__dirname, "partytownBrowser.production.ts");
