/** @jest-environment node */
// The CSP maps a reverse proxy includes carry the same per-page policy as the Node server sends.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { urlsOfFile } from "../../contract/routeFiles";
import { proxyCspMaps } from "../../scripts/proxy-csp";
import { htmlCsp, inlineScriptHashes } from "../../server/security";

it("maps every page's URIs to the policy with its own inline-script hashes", () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "proxy-csp-"));
  const home = "<!doctype html><script>window.a=1</script>";
  const leasing = '<!doctype html><script>window.b="x"</script>';
  fs.writeFileSync(path.join(dir, "index.html"), home);
  fs.mkdirSync(path.join(dir, "servicii", "leasing"), { recursive: true });
  fs.writeFileSync(path.join(dir, "servicii", "leasing", "index.html"), leasing);

  const { nginx, caddy } = proxyCspMaps(dir);
  const homeCsp = htmlCsp(inlineScriptHashes(home));
  const leasingCsp = htmlCsp(inlineScriptHashes(leasing));
  expect(nginx.split("\n")).toEqual(
    expect.arrayContaining([
      `"/" "${homeCsp}";`,
      `"/servicii/leasing" "${leasingCsp}";`,
      `"/servicii/leasing/index.html" "${leasingCsp}";`,
    ]),
  );
  expect(caddy).toMatch(/^map \{path\} \{page_csp\} \{\n/);
  expect(caddy).toContain(`\t"/servicii/leasing" "${leasingCsp}"`);
  expect(homeCsp).not.toBe(leasingCsp);
  expect(urlsOfFile("404.html")).toEqual(["/404.html"]);
});
