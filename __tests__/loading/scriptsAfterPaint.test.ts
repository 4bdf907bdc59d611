import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { loaderScript, rewriteBuiltPages, scriptsAfterPaint } from "../../gatsby/scriptsAfterPaint";
import { SCRIPTS_AFTER_PAINT_FALLBACK_MS } from "../../src/constants";

/** The end of a page as Gatsby 5 writes it. */
const PAGE =
  '<html><head><title>T</title></head><body><div id="___gatsby"></div>' +
  '<script id="gatsby-chunk-mapping">window.___chunkMapping="{}";</script>' +
  '<script src="/webpack-runtime-1.js" async></script><script src="/framework-2.js" async>' +
  '</script><script src="/app-3.js" async></script><!-- slice-end id="_gatsby-scripts-1" -->' +
  "</body></html>";

describe("the page's scripts after its first paint", () => {
  it("replaces the async scripts with one inline loader, and preloads none of them", () => {
    const html = scriptsAfterPaint(PAGE);
    const sources = ["/webpack-runtime-1.js", "/framework-2.js", "/app-3.js"];
    expect(html).not.toMatch(/<script src=/);
    expect(html).not.toMatch(/rel="preload"/);
    expect(html).toContain(`<script>${loaderScript(sources)}</script><!-- slice-end`);
    expect(html).toContain('<script id="gatsby-chunk-mapping">');
    expect(scriptsAfterPaint(html)).toBe(html);
  });

  it("rewrites every built page once", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "paint-"));
    try {
      fs.mkdirSync(path.join(dir, "contact"));
      fs.writeFileSync(path.join(dir, "index.html"), PAGE);
      fs.writeFileSync(path.join(dir, "contact", "index.html"), PAGE);
      fs.writeFileSync(path.join(dir, "app.js"), PAGE);
      expect(rewriteBuiltPages(dir)).toBe(2);
      expect(fs.readFileSync(path.join(dir, "contact", "index.html"), "utf8")).toBe(
        scriptsAfterPaint(PAGE),
      );
      expect(fs.readFileSync(path.join(dir, "app.js"), "utf8")).toBe(PAGE);
      expect(rewriteBuiltPages(dir)).toBe(0);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  describe("the loader", () => {
    const added = () =>
      Array.from(document.body.querySelectorAll("script")).map((s) => s.getAttribute("src"));
    const run = (sources: string[]) => new Function(loaderScript(sources))();
    beforeEach(() => jest.useFakeTimers());
    afterEach(() => {
      document.body.innerHTML = "";
      jest.useRealTimers();
      delete (window as { PerformanceObserver?: unknown }).PerformanceObserver;
    });

    /** A Paint Timing observer the test drives: `report("first-paint")` delivers one entry. */
    function fakePaintTiming() {
      const observers: FakeObserver[] = [];
      class FakeObserver {
        static supportedEntryTypes = ["paint", "largest-contentful-paint"];
        connected = false;
        constructor(readonly callback: PerformanceObserverCallback) {
          observers.push(this);
        }
        observe(options: PerformanceObserverInit) {
          expect(options).toEqual({ type: "paint", buffered: true });
          this.connected = true;
        }
        disconnect() {
          this.connected = false;
        }
      }
      (window as { PerformanceObserver?: unknown }).PerformanceObserver = FakeObserver;
      return {
        report(name: string) {
          const list = {
            getEntriesByName: (n: string) => (n === name ? [{ name }] : []),
          } as unknown as PerformanceObserverEntryList;
          for (const o of observers.filter((x) => x.connected)) {
            o.callback(list, o as unknown as PerformanceObserver);
          }
        },
        connected: () => observers.filter((o) => o.connected).length,
      };
    }

    it("adds the scripts in order once the first contentful paint is reported, once", () => {
      const paint = fakePaintTiming();
      run(["/a.js", "/b.js"]);
      expect(paint.connected()).toBe(1);
      paint.report("first-paint"); // a paint with no content yet: not the one
      jest.advanceTimersByTime(0);
      expect(added()).toEqual([]);
      paint.report("first-contentful-paint");
      expect(paint.connected()).toBe(0);
      expect(added()).toEqual([]); // still in the observer's callback: a task later
      jest.advanceTimersByTime(0);
      expect(added()).toEqual(["/a.js", "/b.js"]);
      jest.advanceTimersByTime(SCRIPTS_AFTER_PAINT_FALLBACK_MS);
      expect(added()).toEqual(["/a.js", "/b.js"]);
    });

    it("adds them after the fallback delay when nothing is painted (a background tab)", () => {
      fakePaintTiming();
      run(["/c.js"]);
      jest.advanceTimersByTime(SCRIPTS_AFTER_PAINT_FALLBACK_MS - 1);
      expect(added()).toEqual([]);
      jest.advanceTimersByTime(1);
      expect(added()).toEqual(["/c.js"]);
    });

    it("without Paint Timing, adds them a task after the next frame", () => {
      const frames: FrameRequestCallback[] = [];
      const raf = jest.spyOn(window, "requestAnimationFrame").mockImplementation((callback) => {
        frames.push(callback);
        return frames.length;
      });
      try {
        run(["/a.js", "/b.js"]);
        expect(added()).toEqual([]);
        frames.forEach((frame) => frame(0));
        expect(added()).toEqual([]); // still inside the frame: the paint comes first
        jest.advanceTimersByTime(0);
        expect(added()).toEqual(["/a.js", "/b.js"]);
      } finally {
        raf.mockRestore();
      }
    });
  });
});
