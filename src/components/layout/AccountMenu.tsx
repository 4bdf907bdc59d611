import React, { useState } from "react";
import { Icon } from "../ui/Icon";
import * as styles from "./AccountMenu.module.css";

interface AccountMenuProps {
  label: string;
  itemLabel: string;
}

/** The AI home's Login dropdown: a static display whose Logout item does nothing: the site has no accounts and no login. */
export function AccountMenu({ label, itemLabel }: AccountMenuProps) {
  const [open, setOpen] = useState(false);
  return (
    <div className={styles.account}>
      <button
        type="button"
        className={styles.toggle}
        aria-expanded={open}
        aria-controls="account-menu"
        onClick={() => setOpen(!open)}
      >
        {label}
        <Icon name="chevron-down" size={16} />
      </button>
      <ul id="account-menu" className={styles.menu} hidden={!open}>
        <li>
          <button type="button" className={styles.item} onClick={() => setOpen(false)}>
            {itemLabel}
          </button>
        </li>
      </ul>
    </div>
  );
}
