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
import { ToastArea } from "./ToastArea";
import { LangContext } from "../../i18n/LangContext";
import * as styles from "./Layout.module.css";

interface LayoutProps {
  pageContext: PageContext;
  children: React.ReactNode;
}

/** The chrome around every page: metadata, header, banner, footer, floating actions, toasts. */
export function Layout({ pageContext, children }: LayoutProps) {
  const { lang, chrome, seo, pagePath } = pageContext;
  const site = useSiteData();
  const { menu, footer, ui, consent } = useChrome(lang);
  return (
    <LangContext.Provider value={lang}>
      <ConsentProvider>
        <Seo lang={lang} seo={seo} companyName={site.companyName} siteUrl={site.siteUrl} />
        <PageJsonLd context={pageContext} homeLabel={ui.homeLabel} />
        <a href="#content" className={styles.skip}>
          {ui.skipLink}
        </a>
        <Header menu={menu} labels={ui} chrome={chrome.chrome} currentPath={pagePath} />
        {/* The site search indexes only <main>: header, menus, footer and banners stay out. */}
        <main id="content" tabIndex={-1} className={styles.main} data-pagefind-body>
          {chrome.banner && (
            <Banner
              title={chrome.title}
              homeLabel={ui.homeLabel}
              breadcrumbLabel={ui.breadcrumbLabel}
              parent={chrome.parent}
            />
          )}
          {children}
        </main>
        <Footer
          footer={footer}
          labels={ui}
          chrome={chrome.chrome}
          consentLabel={consent.footerLink}
        />
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
