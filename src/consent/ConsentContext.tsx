import React, { createContext, useCallback, useContext, useEffect, useMemo, useState } from "react";
import { STORED_CONSENT_ATTRIBUTE } from "../constants";
import { readConsent, saveConsent, type ConsentChoice, type OptionalCategory } from "./consent";

interface ConsentState {
  /** The stored choice; null until the visitor decides (and during the server render). */
  choice: ConsentChoice | null;
  allows: (category: OptionalCategory) => boolean;
  decide: (choice: ConsentChoice) => void;
  /** The banner shows on a first visit, and again when the visitor asks to change the choice. */
  bannerOpen: boolean;
  /** Reopens the banner with its settings, from the footer link. */
  reopen: () => void;
  reopened: boolean;
}

const NO_CONSENT: ConsentState = {
  choice: null,
  allows: () => false,
  decide: () => undefined,
  bannerOpen: false,
  reopen: () => undefined,
  reopened: false,
};

const ConsentContext = createContext<ConsentState>(NO_CONSENT);

/** Holds the cookie choice for the page; everything optional asks it before storing or loading. */
export function ConsentProvider({ children }: { children: React.ReactNode }) {
  const [choice, setChoice] = useState<ConsentChoice | null>(null);
  const [loaded, setLoaded] = useState(false);
  const [reopened, setReopened] = useState(false);

  useEffect(() => {
    setChoice(readConsent());
    setLoaded(true);
    // From here React decides whether the banner shows (see STORED_CONSENT_ATTRIBUTE).
    document.documentElement.removeAttribute(STORED_CONSENT_ATTRIBUTE);
  }, []);

  const decide = useCallback((next: ConsentChoice) => {
    saveConsent(next);
    setChoice(next);
    setReopened(false);
  }, []);

  const value = useMemo<ConsentState>(
    () => ({
      choice,
      allows: (category) => choice?.[category] === true,
      decide,
      // The banner is in the server-rendered HTML, so it paints with the page instead of after
      // the scripts; a stored choice hides it before paint (gatsby-ssr.tsx) and after hydration.
      bannerOpen: !loaded || choice === null || reopened,
      reopen: () => setReopened(true),
      reopened,
    }),
    [choice, decide, loaded, reopened],
  );
  return <ConsentContext.Provider value={value}>{children}</ConsentContext.Provider>;
}

export function useConsent(): ConsentState {
  return useContext(ConsentContext);
}
