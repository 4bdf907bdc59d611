// The page of the site each data file is seen on, for the editor's "view live" link: a page file's
// own route; for a file shared by several pages, the page that shows the most of it. Files the
// whole site shares (menus, footer, interface texts, the company's data) open the home page.
// A unit test holds every path to a route of the site.
export const PREVIEW_PATHS: Record<string, string> = {
  "ro-service-shared.json": "/servicii/leasing",
  "simulator-copy.json": "/servicii/credite-persoane-fizice",
  "contact.json": "/contact",
  "booking.json": "/programare",
  "booking-mail.json": "/programare",
  "booking-server.json": "/programare",
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

/**
 * The path Decap's `preview_path` takes (relative to `site_url`), or undefined for none: a page
 * file's route (`routePath`), else the file's page above.
 */
export function previewPathOf(file: string, routePath?: string): string | undefined {
  const route = routePath ?? PREVIEW_PATHS[file];
  return route === undefined ? undefined : route.replace(/^\//, "");
}
