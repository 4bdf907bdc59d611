/** One entry of a language's main menu, as the chrome's query gives it. */
export type MenuItem = Queries.ChromeQuery["allMenuJson"]["nodes"][number];
type FooterData = Queries.ChromeQuery["allFooterJson"]["nodes"][number];

// The menus and footers link only to pages the build made: a build without the English template
// pages (SITE_TEMPLATE_PAGES=off) drops the Romanian footer's link to them, and the links of the
// English chrome that the not-found page wears. The data checks already refuse a link to a route
// that does not exist, so a build with every page shows every link.

/** Whether a link is an address of this site that has no page in this build. */
export function linksToMissingPage(link: string, pages: ReadonlySet<string>): boolean {
  if (!link.startsWith("/") || link.startsWith("//")) return false;
  return !pages.has(link.replace(/[?#].*$/, "") || "/");
}

/**
 * The menu without its links to missing pages: an entry whose own link is missing goes with its
 * submenu, and an entry whose submenu empties is a plain link.
 */
export function menuOfBuild(menu: readonly MenuItem[], pages: ReadonlySet<string>): MenuItem[] {
  return menu
    .filter((item) => !linksToMissingPage(item.link, pages))
    .map((item) => {
      const subMenus = item.sub_menus.filter((sub) => !linksToMissingPage(sub.link, pages));
      if (subMenus.length === item.sub_menus.length) return item;
      return {
        ...item,
        sub_menus: subMenus,
        has_dropdown: item.has_dropdown && subMenus.length > 0,
      };
    });
}

/** The footer without its links to missing pages, and without a column left with none. */
export function footerOfBuild(footer: FooterData, pages: ReadonlySet<string>): FooterData {
  const columns = footer.columns
    .map((column) => ({
      ...column,
      links: column.links.filter((link) => !linksToMissingPage(link.link, pages)),
    }))
    .filter((column) => column.links.length > 0);
  return { ...footer, columns };
}
