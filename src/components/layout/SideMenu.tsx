import React from "react";
import { Link } from "gatsby";
import type { Popover } from "../../hooks/usePopover";
import { useSiteData } from "../../hooks/useSiteData";
import type { MenuItem, UiLabels } from "../../hooks/useChrome";
import { ButtonLink } from "../ui/ButtonLink";
import { Icon } from "../ui/Icon";
import { Static } from "../ui/Static";
import { SocialLinks } from "./SocialLinks";
import * as styles from "./SideMenu.module.css";

/** The side menu's element id, the target of the header's menu button. */
export const SIDE_MENU_ID = "side-menu";
/** The submenus share this `<details name>`, so the browser keeps one open at a time. */
const SUBMENU_GROUP = "side-submenu";

interface SideMenuProps {
  popover: Popover<HTMLDivElement>;
  menu: readonly MenuItem[];
  labels: UiLabels;
}

/**
 * The slide-in menu of small screens: a native popover the header's button opens (Escape, a tap
 * outside and the close button close it), its submenus `<details>` of one group, one open at a
 * time. All of it works from the first paint, before and without JavaScript. Memoised: the header
 * renders again when its search opens or it turns sticky, and none of that changes the menu.
 */
export const SideMenu = React.memo(function SideMenu({ popover, menu, labels }: SideMenuProps) {
  const site = useSiteData();
  return (
    <div
      ref={popover.ref}
      id={SIDE_MENU_ID}
      popover="auto"
      role="dialog"
      aria-modal="true"
      aria-label={labels.sideNavLabel}
      className={styles.panel}
      onClick={(event) => {
        // A followed link closes the menu, the current page's own link too.
        if (event.target instanceof Element && event.target.closest("a[href]")) popover.hide();
      }}
    >
      <button
        type="button"
        className={styles.close}
        aria-label={labels.closeMenu}
        popovertarget={SIDE_MENU_ID}
        popovertargetaction="hide"
        onClick={popover.hide}
        autoFocus
      >
        <Icon name="close" />
      </button>
      {/* Links and native <details> only: not hydrated. Keyed by language, the only thing its
          content follows, because the header outlives navigation. */}
      <Static key={labels.lang} id="side-menu-links" className={styles.content}>
        <nav aria-label={labels.sideNavLabel}>
          <ul className={styles.list}>
            {menu.map((item) => (
              <li key={item.jsonId} className={styles.item}>
                <Link to={item.link} className={styles.link}>
                  {item.title}
                </Link>
                {item.has_dropdown && (
                  <details name={SUBMENU_GROUP} className={styles.group}>
                    <summary
                      className={styles.toggle}
                      aria-label={`${labels.submenuToggle}: ${item.title}`}
                    >
                      <Icon name="chevron-down" size={18} />
                    </summary>
                    <ul className={styles.submenu}>
                      {item.sub_menus.map((sub) => (
                        <li key={sub.link}>
                          <Link to={sub.link} className={styles.subLink}>
                            {sub.title}
                          </Link>
                        </li>
                      ))}
                    </ul>
                  </details>
                )}
              </li>
            ))}
          </ul>
        </nav>
        <div className={styles.contact}>
          <p className={styles.heading}>{labels.contactTitle}</p>
          <a href={site.phoneHref} className={styles.contactLink}>
            <Icon name="phone" size={18} /> {site.phone}
          </a>
          <a href={`mailto:${site.email}`} className={styles.contactLink}>
            <Icon name="mail" size={18} /> {site.email}
          </a>
          <ButtonLink to="/contact">{labels.contactButton}</ButtonLink>
        </div>
        <SocialLinks socials={site.socials} label={labels.followUs} />
      </Static>
    </div>
  );
});
