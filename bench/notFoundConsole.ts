// Keeps the not-found page's correct 404 answer from counting as a console error in its scores.
import type { LhrSubset } from "./lhrTypes";

interface ConsoleItem {
  source?: string;
  description?: string;
  sourceLocation?: { url?: string };
}

/**
 * The not-found page is served with status 404, as it must be, and Chromium logs that status of the
 * document as a console error ("Failed to load resource: … 404"): best practices' errors-in-console
 * audit then fails on the page's correct answer. This drops that one message, scores the audit
 * again (passed when nothing else is left) and the best-practices category with it, by Lighthouse's
 * rule (the weighted mean of its audits). Any other console error still counts.
 */
export function withoutOwnNotFoundError(lhr: LhrSubset): LhrSubset {
  const audit = lhr.audits["errors-in-console"];
  const category = lhr.categories["best-practices"];
  const items = (audit?.details?.items ?? []) as ConsoleItem[];
  const documentUrls = new Set([lhr.requestedUrl, lhr.finalDisplayedUrl].filter(Boolean));
  const own = (item: ConsoleItem) =>
    item.source === "network" &&
    documentUrls.has(item.sourceLocation?.url) &&
    / 404\b/.test(item.description ?? "");
  if (!audit || !category || !items.some(own)) return lhr;
  const rest = items.filter((item) => !own(item));
  const audits: LhrSubset["audits"] = {
    ...lhr.audits,
    "errors-in-console": {
      ...audit,
      score: rest.length === 0 ? 1 : audit.score,
      details: { ...audit.details, items: rest },
    },
  };
  let weighted = 0;
  let weights = 0;
  for (const ref of category.auditRefs) {
    if (ref.weight === 0) continue;
    weighted += ref.weight * (audits[ref.id]?.score ?? 0);
    weights += ref.weight;
  }
  const score = weights > 0 ? weighted / weights : category.score;
  return {
    ...lhr,
    audits,
    categories: { ...lhr.categories, "best-practices": { ...category, score } },
  };
}
