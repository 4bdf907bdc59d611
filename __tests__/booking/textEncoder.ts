// React's server renderer for the browser (react-dom/server under jsdom) encodes with
// TextEncoder, which jsdom does not provide: Node's, for tests that render a page's server markup
// and query it as a document. Import it before react-dom/server.
import { TextDecoder, TextEncoder } from "node:util";

Object.assign(globalThis, { TextEncoder, TextDecoder });
