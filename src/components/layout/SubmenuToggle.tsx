import React from "react";
import { Icon } from "../ui/Icon";

interface SubmenuToggleProps {
  /** The menu item whose submenu this button shows, named in the button's label. */
  title: string;
  /** The generic label from data/ui.json, e.g. "Submeniu". */
  label: string;
  submenuId: string;
  expanded: boolean;
  onToggle: () => void;
  className: string;
  iconSize: number;
}

/** The button that opens a menu item's submenu, shared by the desktop menu and the side menu. */
export function SubmenuToggle({
  title,
  label,
  submenuId,
  expanded,
  onToggle,
  className,
  iconSize,
}: SubmenuToggleProps) {
  return (
    <button
      type="button"
      className={className}
      aria-expanded={expanded}
      aria-controls={submenuId}
      aria-label={`${label}: ${title}`}
      onClick={onToggle}
    >
      <Icon name="chevron-down" size={iconSize} />
    </button>
  );
}
