import "@testing-library/jest-dom";

// jsdom has no layout, so swiper always believes it has too few slides to loop; hide only that.
const warn = console.warn;
console.warn = (message?: unknown, ...rest: unknown[]) => {
  if (!String(message).startsWith("Swiper Loop Warning")) warn(message, ...rest);
};
