/**
 * Text is used only where shapes cannot say it (share cards, sponsor wordmarks). No font is bundled,
 * so we ask for DejaVu Sans (present on the build machines, full Romanian diacritics) with generic
 * fallbacks.
 */
import { el } from "../svg";

export const FONT = "DejaVu Sans, Arial, sans-serif";

export interface TextOpts {
  size: number;
  fill: string;
  weight?: number | "bold" | "normal";
  anchor?: "start" | "middle" | "end";
  spacing?: number;
}

export function text(x: number, y: number, content: string, o: TextOpts): string {
  return el(
    "text",
    {
      x,
      y,
      fontFamily: FONT,
      fontSize: o.size,
      fontWeight: o.weight ?? "normal",
      fill: o.fill,
      textAnchor: o.anchor ?? "start",
      letterSpacing: o.spacing,
    },
    // Escape XML special characters; diacritics pass through as UTF-8.
    content.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;"),
  );
}
