import { LOCALES, localeOf } from "../../domain/locale";
import { webSite } from "../../src/seo/jsonLd";
import { formatCount } from "../../src/components/ui/Counter";

const site = { companyName: "Axia", siteUrl: "https://example.ro" };

describe("locale", () => {
  it("names one locale per language, used alike by JSON-LD and number formatting", () => {
    for (const lang of ["ro", "en"] as const) {
      expect(webSite(site, lang).inLanguage).toBe(LOCALES[lang].tag);
    }
    expect(webSite(site, "en").inLanguage).toBe("en-US");
    expect(formatCount(10000, 10000, "ro")).toBe((10000).toLocaleString("ro-RO"));
    expect(formatCount(10000, 10000, "en")).toBe("10,000");
  });

  it("names the language it does not know", () => {
    expect(() => localeOf("de")).toThrow('no locale for the language "de"');
  });
});
