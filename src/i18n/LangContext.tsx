import { createContext, useContext } from "react";
import type { Lang } from "../types";
import { useChrome, type ConsentCopy, type UiLabels } from "../hooks/useChrome";

/** The language of the page being rendered, provided by the Layout. */
export const LangContext = createContext<Lang>("ro");

/** Interface labels (data/ui.json) in the page's language, for generic controls. */
export function useLabels(): UiLabels {
  return useChrome(useContext(LangContext)).ui;
}

/** The consent copy (data/consent.json) in the page's language. */
export function useConsentCopy(): ConsentCopy {
  return useChrome(useContext(LangContext)).consent;
}
