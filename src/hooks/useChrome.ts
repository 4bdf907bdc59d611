import { graphql, useStaticQuery } from "gatsby";
import type { Lang } from "../types";

/** Menus, footer columns and interface labels for one language (data/menu.json, footer.json, ui.json). */
export function useChrome(lang: Lang) {
  const data = useStaticQuery<Queries.ChromeQuery>(graphql`
    query Chrome {
      allMenuJson(sort: { jsonId: ASC }) {
        nodes {
          jsonId
          menu
          title
          link
          has_dropdown
          sub_menus {
            link
            title
          }
        }
      }
      allFooterJson {
        nodes {
          lang
          tagline
          columns {
            title
            links {
              title
              link
            }
          }
        }
      }
      allUiJson {
        nodes {
          ...UiLabels
        }
      }
    }
    fragment UiLabels on UiJson {
      lang
      skipLink
      homeLabel
      mainNavLabel
      openMenu
      closeMenu
      submenuToggle
      openSearch
      closeSearch
      searchLabel
      searchPlaceholder
      searchSubmit
      callLabel
      mailLabel
      contactTitle
      contactButton
      followUs
      breadcrumbLabel
      footerNavLabel
      copyright
      builtBy
      whatsappTitle
      scrollTopLabel
      closeDialog
      playVideo
      videoTitle
      carouselPrev
      carouselNext
      newsletterTitle
      newsletterText
      newsletterLabel
      newsletterPlaceholder
      newsletterButton
      loginLabel
      logoutLabel
      trialButton
      address
    }
  `);
  const ui = data.allUiJson.nodes.find((n) => n.lang === lang);
  const footer = data.allFooterJson.nodes.find((n) => n.lang === lang);
  if (!ui || !footer) throw new Error(`data/ui.json or data/footer.json has no "${lang}" entry`);
  const menu = data.allMenuJson.nodes
    .filter((n) => n.menu === lang)
    .sort((a, b) => Number(a.jsonId) - Number(b.jsonId));
  return { menu, footer, ui };
}

export type UiLabels = Queries.UiLabelsFragment;
export type MenuItem = Queries.ChromeQuery["allMenuJson"]["nodes"][number];
