/** @jest-environment node */
import { jsonTypeName } from "../../gatsby/jsonTypeName";

describe("JSON type names", () => {
  it("names array and object files after the file, joining language halves", () => {
    expect(jsonTypeName({ node: { name: "site" } })).toBe("SiteJson");
    expect(jsonTypeName({ node: { name: "en-about" } })).toBe("EnAboutJson");
    expect(jsonTypeName({ node: { name: "ro-service-shared" } })).toBe("RoServiceSharedJson");
    expect(jsonTypeName({ node: { name: "testimonial.en" } })).toBe("TestimonialJson");
    expect(jsonTypeName({ node: { name: "not-found" } })).toBe("NotFoundJson");
  });

  it("gives the page files their own type, and carries the other files of their collections", () => {
    expect(jsonTypeName({ node: { name: "page-leasing" } })).toBe("RoPageJson");
    expect(jsonTypeName({ node: { name: "page-acasa" } })).toBe("RoPageJson");
    // FaqJson, PagesJson, WhyChooseJson...: page files feed them, so the site makes their nodes.
    for (const name of ["faq.en", "pages", "why-choose.en", "service-card.en", "counter.en"]) {
      expect(jsonTypeName({ node: { name } })).toBe("CollectionItemJson");
    }
  });
});
