import React, { Suspense, lazy, useEffect, useState } from "react";
import { STICKY_HEADER_PX } from "../../constants";
import { useScrollPast } from "../../hooks/useScrollPast";
import { useSiteData } from "../../hooks/useSiteData";
import type { MenuItem, UiLabels } from "../../hooks/useChrome";
import type { Chrome } from "../../types";
import { Icon } from "../ui/Icon";
import { ButtonLink } from "../ui/ButtonLink";
import { Logo } from "./Logo";
import { MainNav } from "./MainNav";
import { SideMenu } from "./SideMenu";
import { AccountMenu } from "./AccountMenu";
import * as styles from "./Header.module.css";

// Search is code a page needs only once the visitor asks for it: its own chunk, fetched on the
// first open (Pagefind and the index follow from there).
const SearchOverlay = lazy(() =>
  import(/* webpackChunkName: "search-overlay" */ "./SearchOverlay").then((module) => ({
    default: module.SearchOverlay,
  })),
);

interface HeaderProps {
  menu: readonly MenuItem[];
  labels: UiLabels;
  chrome: Chrome;
  currentPath: string;
}

/** Site header: logo, main menu, contact links, search and the mobile menu; sticky past 200 px. */
export function Header({ menu, labels, chrome, currentPath }: HeaderProps) {
  const site = useSiteData();
  const sticky = useScrollPast(STICKY_HEADER_PX);
  const [menuOpen, setMenuOpen] = useState(false);
  const [searchOpen, setSearchOpen] = useState(false);
  // Mounted from the first open on, so the overlay keeps its state between opens.
  const [searchUsed, setSearchUsed] = useState(false);
  // Search needs JavaScript: until hydration its button keeps its place but is not shown.
  const [interactive, setInteractive] = useState(false);
  useEffect(() => setInteractive(true), []);

  // The layout outlives navigation, so a menu left open would cover the next page.
  useEffect(() => {
    setMenuOpen(false);
    setSearchOpen(false);
  }, [currentPath]);

  return (
    <div className={styles.slot}>
      <header className={`${styles.header} ${sticky ? styles.sticky : ""}`} data-sticky={sticky}>
        <div className={styles.inner}>
          <Logo companyName={site.companyName} label={site.logoAlt} />
          <MainNav
            items={menu}
            label={labels.mainNavLabel}
            submenuLabel={labels.submenuToggle}
            currentPath={currentPath}
          />
          <div className={styles.actions}>
            <a className={styles.contact} href={site.phoneHref}>
              <Icon name="phone" size={18} />
              <span className={styles.contactText}>{site.phone}</span>
            </a>
            <a className={styles.contact} href={`mailto:${site.email}`}>
              <Icon name="mail" size={18} />
              <span className={styles.contactText}>{site.email}</span>
            </a>
            {chrome === "ai" && labels.loginLabel && labels.logoutLabel && (
              <AccountMenu label={labels.loginLabel} itemLabel={labels.logoutLabel} />
            )}
            {chrome === "ai" && labels.trialButton && (
              <ButtonLink to="/contact" className={styles.trial}>
                {labels.trialButton}
              </ButtonLink>
            )}
            <button
              type="button"
              className={`${styles.iconButton} ${interactive ? "" : styles.pending}`}
              disabled={!interactive}
              aria-label={labels.openSearch}
              aria-expanded={searchOpen}
              aria-haspopup="dialog"
              onClick={() => {
                setSearchUsed(true);
                setSearchOpen(true);
              }}
            >
              <Icon name="search" />
            </button>
            <button
              type="button"
              className={`${styles.iconButton} ${styles.menuButton}`}
              aria-label={labels.openMenu}
              aria-expanded={menuOpen}
              aria-haspopup="dialog"
              onClick={() => setMenuOpen(true)}
            >
              <Icon name="menu" />
            </button>
          </div>
        </div>
      </header>
      <SideMenu open={menuOpen} onClose={() => setMenuOpen(false)} menu={menu} labels={labels} />
      {searchUsed && (
        <Suspense fallback={null}>
          <SearchOverlay open={searchOpen} onClose={() => setSearchOpen(false)} labels={labels} />
        </Suspense>
      )}
    </div>
  );
}
