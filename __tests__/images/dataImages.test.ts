/** @jest-environment node */
/**
 * Every image a data file shows has its alt text beside it (empty only for a decorative image) and
 * exists in data/images; share images (meta tags, no <img>) are the named exception.
 */
import fs from "node:fs";
import path from "node:path";
import { altProblem, findDataImages, type DataImage } from "./dataImages";

const DATA = path.join(__dirname, "..", "..", "data");

function allDataImages(): DataImage[] {
  return fs
    .readdirSync(DATA)
    .filter((file) => file.endsWith(".json"))
    .flatMap((file) =>
      findDataImages(JSON.parse(fs.readFileSync(path.join(DATA, file), "utf8")), file),
    );
}

describe("findDataImages", () => {
  const json = {
    hero: { image: "images/hero.png", imageAlt: "A chart" },
    cards: [
      { thumb: "images/a.png", thumbAlt: "" },
      { thumb: "images/b.png" },
      { pair: [{ image: "images/c.png", alt: "Two people" }] },
    ],
    ogImage: "images/share.png",
    link: "/images/not-an-image-field",
  };

  it("finds each reference with its path and the alt beside it", () => {
    expect(findDataImages(json, "x.json")).toEqual([
      { file: "x.json", pointer: "hero.image", src: "images/hero.png", alt: "A chart" },
      { file: "x.json", pointer: "cards[0].thumb", src: "images/a.png", alt: "" },
      { file: "x.json", pointer: "cards[1].thumb", src: "images/b.png", alt: undefined },
      { file: "x.json", pointer: "cards[2].pair[0].image", src: "images/c.png", alt: "Two people" },
    ]);
  });

  it("accepts empty alt as decorative and rejects a missing or blank one", () => {
    const [hero, decorative, missing] = findDataImages(json, "x.json");
    expect(altProblem(hero)).toBeNull();
    expect(altProblem(decorative)).toBeNull();
    expect(altProblem(missing)).toMatch(/cards\[1\]\.thumb: no alt field/);
    expect(altProblem({ ...hero, alt: "  " })).toMatch(/only whitespace/);
  });
});

describe("the site's data images", () => {
  const images = allDataImages();

  it("are found (the walk reads the real data)", () => {
    expect(images.length).toBeGreaterThan(50);
  });

  it("each have alt text or are explicitly decorative", () => {
    expect(images.map(altProblem).filter(Boolean)).toEqual([]);
  });

  it("each exist in data/images", () => {
    const missing = images.filter((i) => !fs.existsSync(path.join(DATA, i.src)));
    expect(missing.map((i) => `${i.file} ${i.pointer}: ${i.src}`)).toEqual([]);
  });
});
