import { graphql, useStaticQuery } from "gatsby";
import { footerOfBuild, menuOfBuild } from "../components/layout/chromeLinks";
import type { Lang } from "../types";

/** Menus, footer columns and interface labels for one language (data/menu.json, footer.json, ui.json),
 * and the notice of the English template pages (data/en-labels.json). The menus and footer link
 * only to pages of this build (allSitePage): a build without the template pages has no link to them. */
export function useChrome(lang: Lang) {
  const data = useStaticQuery<Queries.ChromeQuery>(graphql`
    query Chrome {
      allSitePage {
        distinct(field: { path: SELECT })
      }
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
      enLabelsJson {
        notice {
          label
          text
          link {
            label
            link
          }
        }
      }
      allConsentJson {
        nodes {
          lang
          title
          text
          policy {
            title
            link
          }
          acceptAll
          reject
          settings
          save
          footerLink
          categories {
            key
            title
            desc
          }
          videoBlocked
          videoAccept
        }
      }
    }
    fragment UiLabels on UiJson {
      lang
      skipLink
      homeLabel
      mainNavLabel
      sideNavLabel
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
      exampleName
      exampleVideo
      carouselRole
      carouselPrev
      carouselNext
      errorSection
      errorSimulator
      errorSearch
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
  const pages = new Set(data.allSitePage.distinct);
  const ui = data.allUiJson.nodes.find((n) => n.lang === lang);
  const langFooter = data.allFooterJson.nodes.find((n) => n.lang === lang);
  const consent = data.allConsentJson.nodes.find((n) => n.lang === lang);
  if (!ui || !langFooter || !consent) {
    throw new Error(`data/ui.json, footer.json or consent.json has no "${lang}" entry`);
  }
  const footer = footerOfBuild(langFooter, pages);
  const menu = menuOfBuild(
    data.allMenuJson.nodes.filter((n) => n.menu === lang),
    pages,
  );
  // The template pages' notice rides in this query, which every page already loads.
  const templateNotice = data.enLabelsJson?.notice ?? null;
  return { menu, footer, ui, consent, templateNotice };
}

export type UiLabels = Queries.UiLabelsFragment;
export type ConsentCopy = Queries.ChromeQuery["allConsentJson"]["nodes"][number];
export type { MenuItem } from "../components/layout/chromeLinks";
export type TemplateNoticeCopy = NonNullable<Queries.ChromeQuery["enLabelsJson"]>["notice"];
