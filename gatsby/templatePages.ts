// The switch that leaves the English template pages out of a build: SITE_TEMPLATE_PAGES=off makes
// the site without them (their demo people, quotes and logos stay off the firm's domain), "on" or
// unset keeps them. This module is the one reader of the variable: createPages, the route lists
// of the scripts and the build check all ask it, so they agree on the pages a build has.

export const TEMPLATE_PAGES_VAR = "SITE_TEMPLATE_PAGES";

const VALUES = ["on", "off"] as const;
export type TemplatePagesValue = (typeof VALUES)[number];

/**
 * Whether this build has the English template pages: true when SITE_TEMPLATE_PAGES is "on" or
 * unset (or empty), false when "off". Any other value throws, naming the variable and the values
 * it takes, so a typo never builds a site with or without them by accident.
 */
export function templatePagesOn(env: NodeJS.ProcessEnv = process.env): boolean {
  const raw = env[TEMPLATE_PAGES_VAR];
  if (raw === undefined || raw === "") return true;
  if (!(VALUES as readonly string[]).includes(raw)) {
    throw new Error(
      `${TEMPLATE_PAGES_VAR} must be "on" (the default: the English template pages are built) or "off" (they are left out), not ${JSON.stringify(raw)}`,
    );
  }
  return raw === "on";
}

/** What a route needs to say whether it is a template page. */
export interface RouteKind {
  lang: string;
  chrome: string;
}

/**
 * An English template page: an English route in the template's chrome. The not-found page is
 * English but wears the Romanian chrome: it shows nothing invented and every build keeps it.
 */
export function isTemplatePage(route: RouteKind): boolean {
  return route.lang === "en" && route.chrome !== "ro";
}

/** The routes a build makes: all of them, or without the template pages when the switch is off. */
export function routesOfBuild<R extends RouteKind>(
  routes: readonly R[],
  withTemplatePages: boolean = templatePagesOn(),
): R[] {
  return withTemplatePages ? [...routes] : routes.filter((route) => !isTemplatePage(route));
}
