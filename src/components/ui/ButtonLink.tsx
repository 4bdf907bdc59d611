import React from "react";
import { Link } from "gatsby";
import * as styles from "./ButtonLink.module.css";

/** A label and where it leads, as every link-shaped query field gives it. */
export interface LinkData {
  readonly label: string;
  readonly link: string;
}

interface ButtonLinkProps {
  to: string;
  variant?: "primary" | "outline" | "light";
  className?: string;
  children: React.ReactNode;
}

/** A link styled as a button: Gatsby Link for site routes, a plain anchor otherwise. */
export function ButtonLink({ to, variant = "primary", className, children }: ButtonLinkProps) {
  const classes = [styles.button, styles[variant], className].filter(Boolean).join(" ");
  if (to.startsWith("/") && !to.startsWith("//")) {
    return (
      <Link to={to} className={classes}>
        {children}
      </Link>
    );
  }
  return (
    <a href={to} className={classes}>
      {children}
    </a>
  );
}
