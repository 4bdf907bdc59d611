// react-dom/server needs TextEncoder, which Jest's jsdom environment does not give; Node's is the
// one Gatsby's own server rendering uses. Imported before react-dom/server by the tests that
// render a page to HTML in jsdom (to read the markup with the DOM).
import { TextEncoder } from "node:util";

if (typeof globalThis.TextEncoder === "undefined") Object.assign(globalThis, { TextEncoder });
