import React, { useEffect, useId, useLayoutEffect, useState } from "react";
import { createPortal } from "react-dom";

// The page head without a head library (react-helmet weighed about 5 KB gzip of every page's
// first load). The build collects what each HeadTags renders and writes it into the page's <head>
// (gatsby-ssr.tsx); in the browser each HeadTags takes its own tags over once the page is live and
// keeps them current through client-side navigation.

/** What the build's renderer collected for the page being rendered. */
interface ServerHead {
  tags: React.ReactElement[];
  htmlLang: string | null;
}

let serverHead: ServerHead = { tags: [], htmlLang: null };

/** The head elements and <html lang> of the page just rendered; the collection starts afresh. */
export function takeServerHead(): ServerHead {
  const taken = serverHead;
  serverHead = { tags: [], htmlLang: null };
  return taken;
}

const isServer = typeof window === "undefined";
// Layout effects, so the build's tags give way to the app's in one frame; the server runs neither.
const useHeadEffect = isServer ? useEffect : useLayoutEffect;

/**
 * Elements for the document's <head> (title, meta, link, script, style), and optionally the page's
 * language on <html>. The build writes them, each marked with the instance's id; in the browser
 * the instance renders its own copies into <head> after hydration and then removes the build's, in
 * the same frame, so the head is never without them (a style's animation keeps running).
 */
export function HeadTags({ lang, children }: { lang?: string; children: React.ReactNode }) {
  const id = useId();
  const [live, setLive] = useState(false);
  useHeadEffect(() => setLive(true), []);
  useHeadEffect(() => {
    if (!live) return;
    for (const element of document.head.querySelectorAll("[data-head]"))
      if (element.getAttribute("data-head") === id) element.remove();
  }, [live, id]);
  useHeadEffect(() => {
    if (lang) document.documentElement.lang = lang;
  }, [lang]);

  if (isServer) {
    if (lang) serverHead.htmlLang = lang;
    React.Children.forEach(children, (child) => {
      if (React.isValidElement<Record<string, unknown>>(child))
        serverHead.tags.push(
          React.cloneElement(child, { "data-head": id, key: `${id}-${serverHead.tags.length}` }),
        );
    });
    return null;
  }
  return live ? createPortal(children, document.head) : null;
}
