import { useSiteData } from "./useSiteData";
import { useLabels } from "../i18n/LangContext";
import { isPlaceholder } from "../utils/placeholders";

/** The values of data/site.json the site shows with a mark while they are placeholders. */
export type MarkedFact = "companyName" | "videoId";

/**
 * The visible "example" mark for a fact that data/site.json still lists as a placeholder, or null
 * once it is real. Only a preview build can show one: SITE_ENV=production refuses placeholders.
 */
export function useExampleMark(fact: MarkedFact): string | null {
  const { placeholders } = useSiteData();
  const labels = useLabels();
  if (!isPlaceholder(placeholders, fact)) return null;
  return fact === "companyName" ? labels.exampleName : labels.exampleVideo;
}
