/** @jest-environment node */
// `publish(root, build)` on a real temporary checkout: the build runs in a staging copy, and only
// a build that succeeds and writes public/index.html replaces the served public/ (the old one is
// kept as public.previous). Any other outcome leaves public/ as it was and no staging copy behind.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { publish } from "../../scripts/publish-site";

const OLD_PAGE = "<h1>old</h1>";
const NEW_PAGE = "<h1>new</h1>";

let root: string;

beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), "publish-site-"));
  fs.mkdirSync(path.join(root, "data"));
  fs.writeFileSync(path.join(root, "data/site.json"), '{ "title": "Site" }\n');
  fs.mkdirSync(path.join(root, "node_modules"));
  fs.mkdirSync(path.join(root, "public"));
  fs.writeFileSync(path.join(root, "public/index.html"), OLD_PAGE);
  fs.writeFileSync(path.join(root, "public/old-only.txt"), "old");
});

afterEach(() => {
  fs.rmSync(root, { recursive: true, force: true });
});

const read = (file: string) => fs.readFileSync(path.join(root, file), "utf8");
const staged = () => fs.readdirSync(path.join(root, ".publish"));

/** A build that writes `page` as public/index.html of the directory it is given. */
const writes = (page: string) => (dir: string) => {
  fs.mkdirSync(path.join(dir, "public"), { recursive: true });
  fs.writeFileSync(path.join(dir, "public/index.html"), page);
  return true;
};

describe("publish(root, build)", () => {
  it("builds in a staging copy of the sources, never in the served checkout", () => {
    const seen: string[] = [];
    publish(root, (dir) => {
      seen.push(dir, fs.readFileSync(path.join(dir, "data/site.json"), "utf8"));
      expect(fs.existsSync(path.join(dir, "public"))).toBe(false);
      expect(fs.realpathSync(path.join(dir, "node_modules"))).toBe(
        fs.realpathSync(path.join(root, "node_modules")),
      );
      return writes(NEW_PAGE)(dir);
    });
    expect(path.dirname(seen[0])).toBe(path.join(root, ".publish"));
    expect(seen[1]).toBe('{ "title": "Site" }\n');
  });

  it("a successful build replaces public/ and keeps the old one as public.previous", () => {
    expect(publish(root, writes(NEW_PAGE))).toBe(true);
    expect(read("public/index.html")).toBe(NEW_PAGE);
    expect(fs.existsSync(path.join(root, "public/old-only.txt"))).toBe(false);
    expect(read("public.previous/index.html")).toBe(OLD_PAGE);
    expect(read("public.previous/old-only.txt")).toBe("old");
    expect(staged()).toEqual([]);
  });

  it("a second publish replaces the previous backup with the public/ it replaces", () => {
    publish(root, writes(NEW_PAGE));
    expect(publish(root, writes("<h1>newer</h1>"))).toBe(true);
    expect(read("public/index.html")).toBe("<h1>newer</h1>");
    expect(read("public.previous/index.html")).toBe(NEW_PAGE);
  });

  it.each([
    ["fails", (dir: string) => !writes(NEW_PAGE)(dir)],
    [
      "writes no index.html",
      (dir: string) => {
        fs.mkdirSync(path.join(dir, "public"));
        fs.writeFileSync(path.join(dir, "public/other.html"), NEW_PAGE);
        return true;
      },
    ],
    ["writes no public/ at all", () => true],
  ])("a build that %s leaves public/ untouched and removes the staging copy", (_, build) => {
    expect(publish(root, build)).toBe(false);
    expect(read("public/index.html")).toBe(OLD_PAGE);
    expect(read("public/old-only.txt")).toBe("old");
    expect(fs.existsSync(path.join(root, "public.previous"))).toBe(false);
    expect(staged()).toEqual([]);
  });

  it("a build that throws leaves public/ untouched and removes the staging copy", () => {
    const broken = () => {
      throw new Error("gatsby crashed");
    };
    expect(() => publish(root, broken)).toThrow("gatsby crashed");
    expect(read("public/index.html")).toBe(OLD_PAGE);
    expect(staged()).toEqual([]);
  });
});
