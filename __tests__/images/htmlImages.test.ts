/** @jest-environment jsdom */
import { imagesWithoutReservedSize, imageUrls } from "./htmlImages";

const doc = (body: string) => new DOMParser().parseFromString(`<body>${body}</body>`, "text/html");

describe("imagesWithoutReservedSize", () => {
  it("accepts images with both dimensions or inside a gatsby-image wrapper", () => {
    const page = doc(
      '<img src="/a.svg" width="24" height="24" alt="">' +
        '<div data-gatsby-image-wrapper=""><picture><img src="/b.avif" alt="b"></picture></div>',
    );
    expect(imagesWithoutReservedSize(page)).toEqual([]);
  });

  it("reports images missing a dimension or with a zero one", () => {
    const page = doc(
      '<img src="/c.png" width="10" alt=""><img src="/d.png" width="0" height="5" alt="">' +
        '<div class="gatsby-image-wrapper"><img src="/e.png" alt=""></div>',
    );
    expect(imagesWithoutReservedSize(page).map((p) => p.src)).toEqual([
      "/c.png",
      "/d.png",
      "/e.png",
    ]);
  });
});

describe("imageUrls", () => {
  it("collects src and every srcset candidate of img and source, without data URLs", () => {
    const page = doc(
      '<picture><source type="image/avif" srcset="/x-200.avif 200w, /x-400.avif 400w">' +
        '<img src="/x.png" srcset="/x-200.png 200w,/x-400.png 400w" alt=""></picture>' +
        '<img src="data:image/png;base64,AAAA" alt="">',
    );
    expect(imageUrls(page).sort()).toEqual(
      ["/x-200.avif", "/x-400.avif", "/x.png", "/x-200.png", "/x-400.png"].sort(),
    );
  });
});
