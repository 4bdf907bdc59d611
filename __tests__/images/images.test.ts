/** @jest-environment node */
import fs from "node:fs";
import path from "node:path";
import {
  IMAGE_PIXEL_DENSITIES,
  SMALL_IMAGE_MAX_WIDTH,
  createResolvers,
  withPixelDensities,
} from "../../gatsby/images";

describe("image densities", () => {
  it("gives every image the site's densities unless its query names its own", () => {
    expect(withPixelDensities({ width: 720, aspectRatio: 1.5 })).toEqual({
      width: 720,
      aspectRatio: 1.5,
      outputPixelDensities: IMAGE_PIXEL_DENSITIES,
    });
    expect(withPixelDensities({ width: 720, outputPixelDensities: [1, 2] })).toEqual({
      width: 720,
      outputPixelDensities: [1, 2],
    });
  });

  it("leaves small logos and avatars at Gatsby's densities", () => {
    expect(withPixelDensities({ width: SMALL_IMAGE_MAX_WIDTH })).toEqual({
      width: SMALL_IMAGE_MAX_WIDTH,
    });
  });

  it("wraps ImageSharp.gatsbyImageData's own resolver", () => {
    const calls: unknown[] = [];
    type Resolve = (s: unknown, a: unknown, c: unknown, i: unknown) => unknown;
    const registered: Record<string, Record<string, { resolve: Resolve }>> = {};
    const api = { createResolvers: (r: typeof registered) => Object.assign(registered, r) };
    (createResolvers as unknown as (args: typeof api) => void)(api);
    const originalResolver = (_s: unknown, args: unknown) => calls.push(args);
    registered.ImageSharp.gatsbyImageData.resolve({}, { width: 640 }, {}, { originalResolver });
    expect(calls).toEqual([{ width: 640, outputPixelDensities: IMAGE_PIXEL_DENSITIES }]);
  });

  it("is the one place densities are set: no query in src/ names them", () => {
    const offenders = fs
      .readdirSync(path.resolve(__dirname, "../../src"), { recursive: true, withFileTypes: true })
      .filter((e) => e.isFile() && /\.tsx?$/.test(e.name) && e.name !== "gatsby-types.d.ts")
      .map((e) => path.join(e.parentPath, e.name))
      .filter((file) => fs.readFileSync(file, "utf8").includes("outputPixelDensities"));
    expect(offenders).toEqual([]);
  });
});
