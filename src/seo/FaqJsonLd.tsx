import React from "react";
import { JsonLd } from "./JsonLd";
import { faqPage } from "./jsonLd";

/** FAQPage structured data from the same items, in the same order, as the page's accordion. */
export function FaqJsonLd({
  items,
}: {
  items: readonly { jsonId: string; title: string; desc: string }[];
}) {
  return <JsonLd data={faqPage(items)} />;
}
