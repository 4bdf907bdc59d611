import React from "react";
import { useChrome } from "../../hooks/useChrome";
import { useSiteData } from "../../hooks/useSiteData";
import { Seo } from "../../seo/Seo";
import { PageJsonLd } from "../../seo/PageJsonLd";
import { ConsentBanner } from "../../consent/ConsentBanner";
import { ConsentProvider } from "../../consent/ConsentContext";
import type { PageContext } from "../../types";
import { Banner } from "./Banner";
import { FloatingActions } from "./FloatingActions";
import { Footer } from "./Footer";
import { Header } from "./Header";
import { TemplateNotice, showsTemplateNotice } from "./TemplateNotice";
import { ToastArea } from "./ToastArea";
import { LangContext } from "../../i18n/LangContext";
import { ErrorBoundary } from "../ui/ErrorBoundary";
import { Static } from "../ui/Static";
import * as styles from "./Layout.module.css";

interface LayoutProps {
  pageContext: PageContext;
  children: React.ReactNode;
}

/** The chrome around every page: metadata, header, banner, footer, floating actions, toasts. */
export function Layout({ pageContext, children }: LayoutProps) {
  const { lang, chrome, seo, pagePath } = pageContext;
  const site = useSiteData();
  const { menu, footer, ui, consent, templateNotice } = useChrome(lang);
  return (
    <LangContext.Provider value={lang}>
      <ConsentProvider>
        <Seo lang={lang} seo={seo} companyName={site.companyName} siteUrl={site.siteUrl} />
        <PageJsonLd context={pageContext} homeLabel={ui.homeLabel} />
        <a href="#content" className={styles.skip}>
          {ui.skipLink}
        </a>
        <ErrorBoundary part="section">
          <Header items={menu} labels={ui} chrome={chrome.chrome} currentPath={pagePath} />
        </ErrorBoundary>
        {/* The site search indexes only <main>: header, menus, footer and banners stay out. */}
        <main id="content" tabIndex={-1} className={styles.main} data-pagefind-body>
          {showsTemplateNotice(pageContext) && templateNotice && (
            // The same copy on every template page, so the markup it mounted with stays right.
            <Static id="template-notice">
              <TemplateNotice notice={templateNotice} />
            </Static>
          )}
          {chrome.banner && (
            // Keyed by page: the layout outlives navigation, and a Static keeps the markup it
            // mounted with. (Its own key, apart from the page's boundary below: siblings.)
            <Static key={`banner ${pagePath}`} id="banner">
              <Banner
                title={chrome.title}
                homeLabel={ui.homeLabel}
                breadcrumbLabel={ui.breadcrumbLabel}
                parent={chrome.parent}
              />
            </Static>
          )}
          <ErrorBoundary key={pagePath} part="section">
            {children}
          </ErrorBoundary>
        </main>
        {/* Keyed by language and chrome, the footer's only inputs: it is mostly Static. */}
        <ErrorBoundary key={`${lang}-${chrome.chrome}`} part="section">
          <Footer
            footer={footer}
            labels={ui}
            chrome={chrome.chrome}
            consentLabel={consent.footerLink}
          />
        </ErrorBoundary>
        <FloatingActions
          whatsapp={site.whatsapp}
          whatsappTitle={ui.whatsappTitle}
          scrollTopLabel={ui.scrollTopLabel}
        />
        <ToastArea />
        <ConsentBanner copy={consent} />
      </ConsentProvider>
    </LangContext.Provider>
  );
}
