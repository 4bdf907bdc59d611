import React, { useEffect, useRef, useState } from "react";
import { STICKY_HEADER_PX } from "../../constants";
import { usePopover } from "../../hooks/usePopover";
import { useScrollPast } from "../../hooks/useScrollPast";
import { useOnDemand } from "../../hooks/useOnDemand";
import { useSiteData } from "../../hooks/useSiteData";
import { useExampleMark } from "../../hooks/useExampleMark";
import type { MenuItem, UiLabels } from "../../hooks/useChrome";
import { onDemand } from "../../onDemand";
import type { Chrome } from "../../types";
import { Icon } from "../ui/Icon";
import { ButtonLink } from "../ui/ButtonLink";
import { ErrorBoundary } from "../ui/ErrorBoundary";
import { Logo } from "./Logo";
import { MainNav } from "./MainNav";
import { SIDE_MENU_ID, SideMenu } from "./SideMenu";
import { AccountMenu } from "./AccountMenu";
import * as styles from "./Header.module.css";

interface HeaderProps {
  items: readonly MenuItem[];
  labels: UiLabels;
  chrome: Chrome;
  currentPath: string;
}

/** Site header: logo, main menu, contact links, search and the mobile menu; sticky past 200 px. */
export function Header({ items, labels, chrome, currentPath }: HeaderProps) {
  const site = useSiteData();
  const exampleName = useExampleMark("companyName");
  const sticky = useScrollPast(STICKY_HEADER_PX);
  const menu = usePopover<HTMLDivElement>();
  const [searchOpen, setSearchOpen] = useState(false);
  // Mounted from the first open on, so the overlay keeps its state between opens.
  const [searchUsed, setSearchUsed] = useState(false);
  // Search needs JavaScript: until hydration its button keeps its place but is not shown.
  const [interactive, setInteractive] = useState(false);
  useEffect(() => setInteractive(true), []);

  // The layout outlives navigation, so a menu left open would cover the next page. Only a change
  // of page closes them: the menu a visitor opened before hydration stays open.
  const shownPath = useRef(currentPath);
  const { hide: hideMenu } = menu;
  useEffect(() => {
    if (shownPath.current === currentPath) return;
    shownPath.current = currentPath;
    hideMenu();
    setSearchOpen(false);
  }, [currentPath, hideMenu]);

  return (
    <div className={styles.slot}>
      <header className={`${styles.header} ${sticky ? styles.sticky : ""}`} data-sticky={sticky}>
        <div className={styles.inner}>
          <Logo companyName={site.companyName} label={site.logoAlt} example={exampleName} />
          <MainNav
            items={items}
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
            {/* Opens the side menu natively (popovertarget) from the first paint; the app adds
                aria-expanded once it has read the menu's state, the browser exposes it until then. */}
            <button
              type="button"
              className={`${styles.iconButton} ${styles.menuButton}`}
              aria-label={labels.openMenu}
              aria-expanded={menu.open}
              aria-haspopup="dialog"
              aria-controls={SIDE_MENU_ID}
              popovertarget={SIDE_MENU_ID}
              onClick={menu.showIfUnsupported}
            >
              <Icon name="menu" />
            </button>
          </div>
        </div>
      </header>
      <SideMenu popover={menu} menu={items} labels={labels} />
      {searchUsed && (
        <ErrorBoundary part="search">
          <Search open={searchOpen} onClose={() => setSearchOpen(false)} labels={labels} />
        </ErrorBoundary>
      )}
    </div>
  );
}

/** The search overlay, fetched on the first open (Pagefind and the index follow from there); a
 * load that fails shows the search's error message. */
function Search(props: { open: boolean; onClose: () => void; labels: UiLabels }) {
  const SearchOverlay = useOnDemand(onDemand.searchOverlay, true);
  return SearchOverlay && <SearchOverlay {...props} />;
}
