// The English routes kept from the template the site grew from, written out here rather than read
// from the data: the tests of the template notice and of SITE_TEMPLATE_PAGES hold the data and the
// code to this list. Sorted.
export const TEMPLATE_ROUTES: readonly string[] = [
  "/about",
  "/blog",
  "/blog-details",
  "/case-details",
  "/case-studies",
  "/faqs",
  "/home-three",
  "/home-two",
  "/pricing",
  "/pricing-plan",
  "/services",
  "/services-details",
  "/team",
  "/team-details",
  "/testimonial",
  "/testimonials",
];
