import React from "react";
import { render } from "@testing-library/react";
import type { IGatsbyImageData } from "gatsby-plugin-image";
import { Img } from "../../src/components/ui/Img";

/** The shape gatsby-transformer-sharp's gatsbyImageData resolver returns. */
const DATA: IGatsbyImageData = {
  layout: "constrained",
  width: 800,
  height: 550,
  backgroundColor: "#284868",
  images: {
    fallback: {
      src: "/static/ab/800/hero.png",
      srcSet: "/static/ab/400/hero.png 400w,\n/static/ab/800/hero.png 800w",
      sizes: "(min-width: 800px) 800px, 100vw",
    },
    sources: [
      {
        type: "image/webp",
        srcSet: "/static/ab/400/hero.webp 400w,\n/static/ab/800/hero.webp 800w",
        sizes: "(min-width: 800px) 800px, 100vw",
      },
    ],
  },
};
const image = { childImageSharp: { gatsbyImageData: DATA } };

describe("Img", () => {
  it("renders the build's sizes as a picture: WebP first, the fallback in the img", () => {
    const { container } = render(<Img image={image} alt="Consultanță" className="mine" />);
    const source = container.querySelector("picture > source")!;
    expect(source).toHaveAttribute("type", "image/webp");
    expect(source).toHaveAttribute("srcset", DATA.images.sources![0].srcSet);
    const img = container.querySelector("picture > img")!;
    expect(img).toHaveAttribute("src", DATA.images.fallback!.src);
    expect(img).toHaveAttribute("srcset", DATA.images.fallback!.srcSet);
    expect(img).toHaveAttribute("alt", "Consultanță");
    expect(img).toHaveClass("mine");
  });

  it("reserves its box and shows the dominant colour until the file arrives", () => {
    const { container } = render(<Img image={image} alt="" />);
    const img = container.querySelector("img")!;
    expect(img).toHaveAttribute("width", "800");
    expect(img).toHaveAttribute("height", "550");
    expect(img.style.backgroundColor).toBe("rgb(40, 72, 104)");
  });

  it("loads lazily, or eagerly with high priority for the page's main image", () => {
    const lazy = render(<Img image={image} alt="" />).container.querySelector("img")!;
    expect(lazy).toHaveAttribute("loading", "lazy");
    expect(lazy).not.toHaveAttribute("fetchpriority");
    const eager = render(<Img image={image} alt="" eager />).container.querySelector("img")!;
    expect(eager).toHaveAttribute("loading", "eager");
    expect(eager).toHaveAttribute("fetchpriority", "high");
  });

  it("renders nothing for a missing file", () => {
    expect(render(<Img image={null} alt="" />).container).toBeEmptyDOMElement();
    expect(
      render(<Img image={{ childImageSharp: null }} alt="" />).container,
    ).toBeEmptyDOMElement();
  });
});
