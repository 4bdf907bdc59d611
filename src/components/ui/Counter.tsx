import React, { useContext, useEffect, useRef, useState } from "react";
import { COUNT_UP_MS, COUNTED_FLAG } from "../../constants";
import { LangContext } from "../../i18n/LangContext";
import { formatNumber } from "../../../domain/format";
import { useConsent } from "../../consent/ConsentContext";
import * as styles from "./Counter.module.css";
import { INTERACTIVE } from "./Static";

interface CounterProps {
  target: number;
  prefix?: string | null;
  suffix?: string | null;
  label: string;
  /** A visible mark for a figure that is only an example or a placeholder (from data/). */
  example?: string | null;
}

/** A decimal only when the target is not a whole number ("4.9", never "250.0"); digits grouped
 * per language (domain/format.ts says why by hand, not with Intl). */
export function formatCount(value: number, target: number, lang: string): string {
  const decimals = Number.isInteger(target) ? 0 : 1;
  return formatNumber(value, lang, { maxDecimals: decimals, minDecimals: decimals });
}

function alreadyCounted(): boolean {
  try {
    return window.localStorage.getItem(COUNTED_FLAG) === "true";
  } catch {
    return false;
  }
}

function rememberCounted(): void {
  try {
    window.localStorage.setItem(COUNTED_FLAG, "true");
  } catch {
    // Storage can be unavailable (private mode); counting again next time is harmless.
  }
}

/**
 * Counts from 0 to the target in 2 s when first scrolled into view, then remembers it in
 * localStorage, with functional consent only, so later visits show the value at once. Reduced
 * motion shows the value at once.
 */
export function Counter({ target, prefix, suffix, label, example = null }: CounterProps) {
  const ref = useRef<HTMLDivElement>(null);
  const lang = useContext(LangContext);
  const { allows } = useConsent();
  const mayRemember = allows("functional");
  const mayRememberRef = useRef(mayRemember);
  mayRememberRef.current = mayRemember;
  const [value, setValue] = useState(target);

  useEffect(() => {
    const reduced = window.matchMedia?.("(prefers-reduced-motion: reduce)").matches;
    if (alreadyCounted() || reduced || typeof IntersectionObserver === "undefined") return;
    setValue(0);
    let frame = 0;
    const observer = new IntersectionObserver((entries) => {
      if (!entries.some((e) => e.isIntersecting)) return;
      observer.disconnect();
      const start = performance.now();
      const tick = (now: number) => {
        const progress = Math.min((now - start) / COUNT_UP_MS, 1);
        setValue(target * progress);
        if (progress < 1) frame = requestAnimationFrame(tick);
        else if (mayRememberRef.current) rememberCounted();
      };
      frame = requestAnimationFrame(tick);
    });
    if (ref.current) observer.observe(ref.current);
    return () => {
      observer.disconnect();
      cancelAnimationFrame(frame);
    };
  }, [target]);

  return (
    <div ref={ref} className={styles.counter} {...INTERACTIVE}>
      <p className={styles.value}>
        {prefix}
        <span>{formatCount(value, target, lang)}</span>
        {suffix}
      </p>
      <p className={styles.label}>{label}</p>
      {example && <p className={styles.example}>{example}</p>}
    </div>
  );
}
