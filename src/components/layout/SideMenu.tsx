import React, { useState } from "react";
import { Link } from "gatsby";
import { useModalDialog } from "../../hooks/useDialog";
import { useSiteData } from "../../hooks/useSiteData";
import type { MenuItem, UiLabels } from "../../hooks/useChrome";
import { ButtonLink } from "../ui/ButtonLink";
import { Icon } from "../ui/Icon";
import { SocialLinks } from "./SocialLinks";
import { SubmenuToggle } from "./SubmenuToggle";
import * as styles from "./SideMenu.module.css";

interface SideMenuProps {
  open: boolean;
  onClose: () => void;
  menu: readonly MenuItem[];
  labels: UiLabels;
}

/** The slide-in menu of small screens; one submenu open at a time. */
export function SideMenu({ open, onClose, menu, labels }: SideMenuProps) {
  const site = useSiteData();
  const [expanded, setExpanded] = useState<string | null>(null);
  const dialog = useModalDialog<HTMLDivElement>(open, onClose, labels.sideNavLabel);

  return (
    <div className={styles.overlay} hidden={!open}>
      <div className={styles.backdrop} onClick={onClose} aria-hidden="true" />
      <div {...dialog} className={styles.panel}>
        <button
          type="button"
          className={styles.close}
          aria-label={labels.closeMenu}
          onClick={onClose}
          data-autofocus
        >
          <Icon name="close" />
        </button>
        <nav aria-label={labels.sideNavLabel}>
          <ul className={styles.list}>
            {menu.map((item) => {
              const isOpen = expanded === item.jsonId;
              const submenuId = `side-submenu-${item.jsonId}`;
              return (
                <li key={item.jsonId}>
                  <div className={styles.row}>
                    <Link to={item.link} className={styles.link} onClick={onClose}>
                      {item.title}
                    </Link>
                    {item.has_dropdown && (
                      <SubmenuToggle
                        title={item.title}
                        label={labels.submenuToggle}
                        submenuId={submenuId}
                        expanded={isOpen}
                        onToggle={() => setExpanded(isOpen ? null : item.jsonId)}
                        className={styles.toggle}
                        iconSize={18}
                      />
                    )}
                  </div>
                  {item.has_dropdown && (
                    <ul id={submenuId} className={styles.submenu} hidden={!isOpen}>
                      {item.sub_menus.map((sub) => (
                        <li key={sub.link}>
                          <Link to={sub.link} className={styles.subLink} onClick={onClose}>
                            {sub.title}
                          </Link>
                        </li>
                      ))}
                    </ul>
                  )}
                </li>
              );
            })}
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
      </div>
    </div>
  );
}
