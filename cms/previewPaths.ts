// The page of the site each data file is seen on, for the editor's "view live" link: the file's
// own page, or, for a file shared by several pages, the page that shows the most of it. Files the
// whole site shares (menus, footer, interface texts, the company's data) open the home page.
// A unit test holds every path to a route of data/pages.json.
export const PREVIEW_PATHS: Record<string, string> = {
  "ro-home.json": "/",
  "ro-about.json": "/despre-noi",
  "ro-services.json": "/servicii",
  "ro-service-shared.json": "/servicii/leasing",
  "service-page.json": "/servicii/leasing",
  "service-card.ro.json": "/servicii",
  "simulator.json": "/servicii/credite-persoane-fizice",
  "simulator-copy.json": "/servicii/credite-persoane-fizice",
  "eu-program.json": "/servicii/fonduri-europene",
  "faq.ro.json": "/",
  "counter.ro.json": "/",
  "industry.json": "/",
  "process.ro.json": "/",
  "timeline.ro.json": "/despre-noi",
  "why-choose.ro.json": "/despre-noi",
  "company-info.json": "/contact",
  "ro-contact.json": "/contact",
  "contact.json": "/contact",
  "legal.json": "/politica-de-confidentialitate",
  "consent.json": "/politica-cookies",
  "not-found.json": "/404",
  "en-home-two.json": "/home-two",
  "en-home-three.json": "/home-three",
  "en-about.json": "/about",
  "en-service-details.json": "/services-details",
  "en-case-details.json": "/case-details",
  "en-blog-details.json": "/blog-details",
  "en-team-details.json": "/team-details",
  "team.json": "/team",
  "testimonial.en.json": "/testimonials",
  "pricing.json": "/pricing",
  "post.json": "/blog",
  "faq.en.json": "/faqs",
  "service-card.en.json": "/services",
};

/** The path Decap's `preview_path` takes (relative to `site_url`), or undefined for none. */
export function previewPathOf(file: string): string | undefined {
  const route = PREVIEW_PATHS[file];
  return route === undefined ? undefined : route.replace(/^\//, "");
}
