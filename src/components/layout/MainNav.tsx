import React, { useEffect, useRef, useState } from "react";
import { Link } from "gatsby";
import type { MenuItem } from "../../hooks/useChrome";
import { SubmenuToggle } from "./SubmenuToggle";
import * as styles from "./MainNav.module.css";

interface MainNavProps {
  items: readonly MenuItem[];
  label: string;
  submenuLabel: string;
  currentPath: string;
}

/**
 * The desktop main menu; a dropdown opens from its own button (aria-expanded) or on hover. Memoised:
 * its props change only with the page, and the header re-renders on every change of its own state
 * (sticky, search or side menu opened), where rendering its links again would delay that answer.
 */
export const MainNav = React.memo(function MainNav({
  items,
  label,
  submenuLabel,
  currentPath,
}: MainNavProps) {
  const [open, setOpen] = useState<string | null>(null);
  const ref = useRef<HTMLElement>(null);

  useEffect(() => {
    if (open === null) return;
    const close = (event: Event) => {
      if (event instanceof KeyboardEvent && event.key !== "Escape") return;
      if (event instanceof MouseEvent && ref.current?.contains(event.target as Node)) return;
      setOpen(null);
    };
    document.addEventListener("keydown", close);
    document.addEventListener("click", close);
    return () => {
      document.removeEventListener("keydown", close);
      document.removeEventListener("click", close);
    };
  }, [open]);

  return (
    <nav ref={ref} aria-label={label} className={styles.nav}>
      <ul className={styles.list}>
        {items.map((item) => {
          const expanded = open === item.jsonId;
          const submenuId = `submenu-${item.jsonId}`;
          return (
            <li key={item.jsonId} className={styles.item}>
              <Link
                to={item.link}
                className={styles.link}
                aria-current={currentPath === item.link ? "page" : undefined}
              >
                {item.title}
              </Link>
              {item.has_dropdown && (
                <>
                  <SubmenuToggle
                    title={item.title}
                    label={submenuLabel}
                    submenuId={submenuId}
                    expanded={expanded}
                    onToggle={() => setOpen(expanded ? null : item.jsonId)}
                    className={styles.toggle}
                    iconSize={16}
                  />
                  <ul
                    id={submenuId}
                    className={`${styles.dropdown} ${expanded ? styles.shown : ""}`}
                  >
                    {item.sub_menus.map((sub) => (
                      <li key={sub.link}>
                        <Link
                          to={sub.link}
                          className={styles.dropdownLink}
                          aria-current={currentPath === sub.link ? "page" : undefined}
                        >
                          {sub.title}
                        </Link>
                      </li>
                    ))}
                  </ul>
                </>
              )}
            </li>
          );
        })}
      </ul>
    </nav>
  );
});
