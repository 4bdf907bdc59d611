/** @jest-environment node */
import { jsonTypeName } from "../../gatsby/jsonTypeName";

describe("JSON type names", () => {
  it("names array and object files after the file, joining language halves", () => {
    expect(jsonTypeName({ node: { name: "faq.ro" } })).toBe("FaqJson");
    expect(jsonTypeName({ node: { name: "faq.en" } })).toBe("FaqJson");
    expect(jsonTypeName({ node: { name: "site" } })).toBe("SiteJson");
    expect(jsonTypeName({ node: { name: "ro-home" } })).toBe("RoHomeJson");
    expect(jsonTypeName({ node: { name: "why-choose.ro" } })).toBe("WhyChooseJson");
    expect(jsonTypeName({ node: { name: "not-found" } })).toBe("NotFoundJson");
  });
});
