// What the previews' bundle gets for "gatsby": the site's modules import it for queries and links
// the editor has no data layer or router for. A fragment is Gatsby's to extract at build time, so
// here it stays inert text; a link is a plain link; a query hook says it cannot run instead of
// drawing wrong data (the components the previews draw never call one).
import React from "react";

export function graphql(strings: TemplateStringsArray): string {
  return strings.join("");
}

export function useStaticQuery(): never {
  throw new Error("useStaticQuery is not available in the editor's preview");
}

type LinkProps = React.AnchorHTMLAttributes<HTMLAnchorElement> & { to: string };

export function Link({ to, ...rest }: LinkProps) {
  return React.createElement("a", { href: to, ...rest });
}
