import React, { useState } from "react";
import { navigate, prefetchPathname } from "gatsby";
import { isHydrating, serverElement } from "../../hydrate";
import * as styles from "./Static.module.css";

/**
 * Spread on the root element of a widget the app must run (state, handlers, effects): the Static
 * around it then hydrates, so the widget works. Everything else in a Static stays server markup.
 */
export const INTERACTIVE = { "data-interactive": "" } as const;
const INTERACTIVE_SELECTOR = "[data-interactive]";

interface StaticProps {
  /** Unique on the page: finds this markup in the server's HTML (`data-static`). */
  id: string;
  as?: "div" | "section" | "footer" | "nav";
  /** Without a class of its own it is a box-less wrapper (display: contents) around its content. */
  className?: string;
  labelledBy?: string;
  children: React.ReactNode;
}

/**
 * Markup with nothing to do in the browser but be read and followed (text, images, links, native
 * `<details>`): React does not hydrate it. Hydration costs React's work on every element of the
 * page, so the app hands React only what answers the visitor (menus, forms, widgets). A Static
 * whose server markup holds a widget marked INTERACTIVE hydrates as usual (a Static inside it
 * decides for itself).
 *
 * While the app hydrates the page the build rendered, a Static without widgets renders with
 * `dangerouslySetInnerHTML`: React keeps the server's content as it is and never walks it. Should
 * React give up hydrating (an error elsewhere makes it render the whole page again in the browser),
 * the content is taken from the server's element at that moment, so it is never lost. Rendered
 * after a client-side navigation, it is ordinary React. Site links inside go through Gatsby's
 * router, as `<Link>` would, and prefetch on hover or touch.
 *
 * Its content must follow from the page's data alone (no state, no context that changes): a Static
 * keeps the markup it mounted with, so one that outlives navigation is keyed by what it shows.
 */
export function Static({ id, as: Tag = "div", className, labelledBy, children }: StaticProps) {
  const [serverHtml] = useState(() => {
    if (!isHydrating()) return null;
    const element = serverElement(id);
    if (!element || element.querySelector(INTERACTIVE_SELECTOR)) return null;
    return { __html: serverContent(id) };
  });
  const props = {
    "data-static": id,
    className: className ?? styles.contents,
    "aria-labelledby": labelledBy,
    onClick: followSiteLink,
    onMouseOver: prefetchSiteLink,
    onTouchStart: prefetchSiteLink,
  };
  if (serverHtml) {
    return <Tag {...props} dangerouslySetInnerHTML={serverHtml} suppressHydrationWarning />;
  }
  return <Tag {...props}>{children}</Tag>;
}

/**
 * The server's markup of Static `id`, read only if React ever sets it (React reads `__html` as a
 * string only when it creates the element; hydration keeps the element the server made).
 */
function serverContent(id: string): string {
  return { toString: () => serverElement(id)?.innerHTML ?? "" } as unknown as string;
}

/** The site path a click or hover inside a Static is about, or null for anything else. */
function sitePath(target: EventTarget | null): URL | null {
  const anchor = target instanceof Element ? target.closest("a[href]") : null;
  if (!(anchor instanceof HTMLAnchorElement)) return null;
  if ((anchor.target && anchor.target !== "_self") || anchor.hasAttribute("download")) return null;
  const url = new URL(anchor.href);
  return url.origin === window.location.origin ? url : null;
}

function followSiteLink(event: React.MouseEvent) {
  if (event.defaultPrevented || event.button !== 0) return;
  if (event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return;
  const url = sitePath(event.target);
  // A link to a place on this page is the browser's to follow.
  if (!url || (url.pathname === window.location.pathname && url.hash)) return;
  event.preventDefault();
  navigate(`${url.pathname}${url.search}${url.hash}`);
}

function prefetchSiteLink(event: React.SyntheticEvent) {
  const url = sitePath(event.target);
  if (url && url.pathname !== window.location.pathname) prefetchPathname(url.pathname);
}
