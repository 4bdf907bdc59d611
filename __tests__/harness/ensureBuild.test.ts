/** @jest-environment node */
// The browser and build-output suites test what a deployment serves, so they build the same way.
import pkg from "../../package.json";
import { BUILD_SCRIPT } from "../helpers/build";

describe("ensureBuild", () => {
  it("runs the package's build script, which precompresses after gatsby build", () => {
    const script = (pkg.scripts as Record<string, string>)[BUILD_SCRIPT];
    expect(script).toMatch(/gatsby build/);
    expect(script).toMatch(/scripts\/precompress\.ts/);
  });
});
