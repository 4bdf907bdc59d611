import React from "react";
import { ICON_PATHS, isIconName } from "./icons/paths";

interface IconProps {
  name: string;
  size?: number;
  className?: string;
}

/** A decorative inline SVG icon; the accessible name always comes from the surrounding control. */
export function Icon({ name, size = 24, className }: IconProps) {
  if (!isIconName(name)) return null;
  return (
    <svg
      className={className}
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {ICON_PATHS[name].map((d) => (
        <path key={d} d={d} />
      ))}
    </svg>
  );
}
