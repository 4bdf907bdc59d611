import "@testing-library/jest-dom";
import { Helmet } from "react-helmet";
import { provideHelmet } from "../../src/seo/Head";
import { UNIT_TEST_TIMEOUT_MS } from "./waits";

// Jest 30 reads `testTimeout` only from the global config, so the unit project sets its own here:
// long enough for the slowest polling waits, instead of Jest's 5 s default.
jest.setTimeout(UNIT_TEST_TIMEOUT_MS);

// jsdom has no layout, so swiper always believes it has too few slides to loop; hide only that.
const warn = console.warn;
console.warn = (message?: unknown, ...rest: unknown[]) => {
  if (!String(message).startsWith("Swiper Loop Warning")) warn(message, ...rest);
};

// As the build's renderer does: components render their head tags through react-helmet at once.
provideHelmet(Helmet);
