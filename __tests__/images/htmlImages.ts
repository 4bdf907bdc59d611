// Checks a built page's <img> elements for reserved dimensions: each has width and height
// attributes or sits inside a gatsby-image wrapper (which reserves the box by its own styles).

export interface ImgProblem {
  src: string;
  reason: string;
}

export function imagesWithoutReservedSize(doc: Document): ImgProblem[] {
  const problems: ImgProblem[] = [];
  for (const img of Array.from(doc.querySelectorAll("img"))) {
    if (img.closest("[data-gatsby-image-wrapper]")) continue;
    // <noscript> content is text in a parsed document, so it never shows up here.
    const width = img.getAttribute("width");
    const height = img.getAttribute("height");
    if (width && height && Number(width) > 0 && Number(height) > 0) continue;
    problems.push({
      src: img.getAttribute("src") ?? img.getAttribute("data-src") ?? "(no src)",
      reason: "no width/height and not inside [data-gatsby-image-wrapper]",
    });
  }
  return problems;
}

/** Every URL of an image a page can load: img src/srcset and picture source srcset. */
export function imageUrls(doc: Document): string[] {
  const urls = new Set<string>();
  const fromSrcset = (srcset: string | null) =>
    (srcset ?? "")
      .split(",")
      .map((part) => part.trim().split(/\s+/)[0])
      .filter(Boolean);
  for (const el of Array.from(doc.querySelectorAll("img, source"))) {
    const src = el.getAttribute("src") ?? el.getAttribute("data-src");
    if (src) urls.add(src);
    for (const url of fromSrcset(el.getAttribute("srcset") ?? el.getAttribute("data-srcset")))
      urls.add(url);
  }
  return [...urls].filter((u) => !u.startsWith("data:"));
}
