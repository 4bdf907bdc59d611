// What the page transferred over the network during a Lighthouse run: bytes by kind of resource,
// and the scripts it requested.
import type { LhrSubset, TransferKb } from "./lhrTypes";

interface NetworkItem {
  url?: string;
  resourceType?: string;
  transferSize?: number;
}

/** Chrome's resource types (as Lighthouse reports them) → the kinds the bench reports. */
const KIND_OF_RESOURCE: Record<string, Exclude<keyof TransferKb, "other" | "total">> = {
  Document: "html",
  Stylesheet: "css",
  Script: "js",
  Font: "font",
  Image: "image",
};

export const toKb = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;

/** Sums the transfer sizes of the network-requests audit by resource type. */
export function transferSizes(lhr: LhrSubset): TransferKb | null {
  const items = lhr.audits["network-requests"]?.details?.items as NetworkItem[] | undefined;
  if (!items) return null;
  const bytes = { html: 0, css: 0, js: 0, font: 0, image: 0, other: 0, total: 0 };
  for (const item of items) {
    const size = item.transferSize ?? 0;
    bytes[KIND_OF_RESOURCE[item.resourceType ?? ""] ?? "other"] += size;
    bytes.total += size;
  }
  return {
    html: toKb(bytes.html),
    css: toKb(bytes.css),
    js: toKb(bytes.js),
    font: toKb(bytes.font),
    image: toKb(bytes.image),
    other: toKb(bytes.other),
    total: toKb(bytes.total),
  };
}

/** URLs of every script request of the run. */
export function scriptUrls(lhr: LhrSubset): string[] {
  const items = lhr.audits["network-requests"]?.details?.items as NetworkItem[] | undefined;
  return (items ?? [])
    .filter((item) => item.resourceType === "Script" && item.url)
    .map((item) => item.url as string);
}
