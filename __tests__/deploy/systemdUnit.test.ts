/** @jest-environment node */
// The systemd unit's runtime check (ExecStartPre), as systemd passes it to Node: the Node the
// tests run on (24) passes it, and any other version is refused with the reason.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import vm from "node:vm";

const UNIT = path.resolve(__dirname, "../../deploy/axia-contact.service");

/** The `-e` script of ExecStartPre, unescaped as systemd does ("\\" is one backslash). */
function runtimeCheck(): string {
  const line = fs
    .readFileSync(UNIT, "utf8")
    .split("\n")
    .find((l) => l.startsWith("ExecStartPre=/usr/bin/node -e "));
  if (!line) throw new Error("deploy/axia-contact.service has no ExecStartPre runtime check");
  const quoted = line.slice("ExecStartPre=/usr/bin/node -e ".length);
  expect(quoted.startsWith('"') && quoted.endsWith('"')).toBe(true);
  return quoted.slice(1, -1).replace(/\\(.)/g, "$1");
}

it("starts on Node 24.11 or newer 24.x", () => {
  expect(process.versions.node).toMatch(/^24\./);
  const result = spawnSync(process.execPath, ["-e", runtimeCheck()], { encoding: "utf8" });
  expect(result.stderr).toBe("");
  expect(result.status).toBe(0);
});

it("refuses every other version, naming the one it found", () => {
  const script = runtimeCheck();
  const verdict = (node: string) => {
    const said: string[] = [];
    let code = 0;
    vm.runInNewContext(script, {
      process: { versions: { node }, exit: (c: number) => void (code = c) },
      console: { error: (text: string) => said.push(text) },
    });
    return { code, said: said.join("") };
  };
  for (const v of ["24.11.0", "24.22.3", "24.100.1"])
    expect(verdict(v)).toEqual({ code: 0, said: "" });
  for (const v of ["20.20.2", "22.12.0", "24.10.9", "24.9.0", "26.0.0", "124.11.0", "2.24.11"]) {
    expect(verdict(v)).toEqual({
      code: 1,
      said: `axia-contact needs Node 24.11 or newer 24.x (package.json engines), found ${v}`,
    });
  }
});
