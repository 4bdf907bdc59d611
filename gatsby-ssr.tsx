// Gatsby SSR APIs: the same page layout as in the browser, rendered at build time.
export { wrapPageElement } from "./src/wrapPageElement";
