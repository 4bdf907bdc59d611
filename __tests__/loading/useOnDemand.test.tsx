// Code on demand: nothing is fetched before it is wanted nor before the next paint, what loads
// shows in the next render, a failed load reaches the error boundary above it, and src/onDemand.ts
// is where the chunks start (all but one, which it lists).
import fs from "node:fs";
import path from "node:path";
import React from "react";
import { render, screen, waitFor } from "@testing-library/react";
import { useOnDemand } from "../../src/hooks/useOnDemand";
import { holdFrames } from "../helpers/frames";

function Part({ load, wanted }: { load: () => Promise<string>; wanted: boolean }) {
  const text = useOnDemand(load, wanted);
  return <p>{text ?? "static"}</p>;
}

class Boundary extends React.Component<{ children: React.ReactNode }, { error: string | null }> {
  state = { error: null };
  static getDerivedStateFromError(error: Error) {
    return { error: error.message };
  }
  render() {
    return this.state.error ? <p>failed: {this.state.error}</p> : this.props.children;
  }
}

describe("useOnDemand", () => {
  it("loads only once wanted, and shows what loaded", async () => {
    const load = jest.fn(() => Promise.resolve("live"));
    const { rerender } = render(<Part load={load} wanted={false} />);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(load).not.toHaveBeenCalled();
    expect(screen.getByText("static")).toBeTruthy();

    rerender(<Part load={load} wanted />);
    await waitFor(() => expect(screen.getByText("live")).toBeTruthy());
    rerender(<Part load={load} wanted />);
    expect(load).toHaveBeenCalledTimes(1);
  });

  describe("after the next paint", () => {
    let frames: ReturnType<typeof holdFrames>;
    beforeEach(() => {
      frames = holdFrames();
    });
    afterEach(() => frames.release());

    it("starts the load once the frame that answers the wish has been painted", async () => {
      const load = jest.fn(() => Promise.resolve("live"));
      render(<Part load={load} wanted />);
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect(load).not.toHaveBeenCalled();
      frames.paint();
      await waitFor(() => expect(screen.getByText("live")).toBeTruthy());
      expect(load).toHaveBeenCalledTimes(1);
    });

    it("starts nothing for a part gone before that paint", async () => {
      const load = jest.fn(() => Promise.resolve("live"));
      const { unmount } = render(<Part load={load} wanted />);
      unmount();
      frames.paint();
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect(load).not.toHaveBeenCalled();
    });
  });

  it("runs onLoad before the render that shows the loaded value", async () => {
    const seen: string[] = [];
    function Watched() {
      const text = useOnDemand(
        () => Promise.resolve("live"),
        true,
        () => seen.push("onLoad"),
      );
      seen.push(`render ${text ?? "static"}`);
      return <p>{text ?? "static"}</p>;
    }
    render(<Watched />);
    await waitFor(() => expect(screen.getByText("live")).toBeTruthy());
    expect(seen.slice(seen.indexOf("onLoad"))).toEqual(["onLoad", "render live"]);
  });

  it("throws a failed load to the error boundary above it", async () => {
    const errors = jest.spyOn(console, "error").mockImplementation(() => {});
    try {
      render(
        <Boundary>
          <Part load={() => Promise.reject(new Error("chunk gone"))} wanted />
        </Boundary>,
      );
      await waitFor(() => expect(screen.getByText("failed: chunk gone")).toBeTruthy());
    } finally {
      errors.mockRestore();
    }
  });
});

describe("src/onDemand.ts", () => {
  const SRC = path.resolve(__dirname, "../../src");
  const sources = (fs.readdirSync(SRC, { recursive: true }) as string[])
    .filter((file) => /\.tsx?$/.test(file) && !file.endsWith(".d.ts"))
    .map((file) => ({ file, text: fs.readFileSync(path.join(SRC, file), "utf8") }));

  it("starts every webpack chunk, but the toasts that the contact form's chunk needs too and the booking form's own (which it lists)", () => {
    const starting = sources
      .filter(({ text }) => /\bimport\(\s*\/\*\s*webpackChunkName/.test(text))
      .map(({ file }) => file)
      .sort();
    expect(starting).toEqual(["booking/formChunks.ts", "onDemand.ts", "toasts/notify.ts"]);
    const list = fs.readFileSync(path.join(SRC, "onDemand.ts"), "utf8");
    expect(list).toContain("...bookingFormChunks");
    expect(sources.filter(({ text }) => /\blazy\(|<Suspense/.test(text))).toEqual([]);
  });

  it.each(["onDemand.ts", "booking/formChunks.ts"])("%s names every chunk it starts", (file) => {
    const text = fs.readFileSync(path.join(SRC, file), "utf8");
    const imports = text.match(/\bimport\(/g) ?? [];
    const named = text.match(/\bimport\(\s*\/\* webpackChunkName: "[a-z-]+" \*\//g) ?? [];
    expect(imports.length).toBeGreaterThan(0);
    expect(named.length).toBe(imports.length);
  });
});
