/**
 * Social share cards (1200x630): brand mark + company name + tagline on the left, a small
 * illustration on the right. Text is needed here, so it is set in DejaVu Sans (see text.ts).
 */
import { P, tint } from "../palette";
import { Canvas, circle, rect } from "../svg";
import { backdrop, behind, card, confetti } from "../primitives/backgrounds";
import { bars, chartCard, trend } from "../primitives/chart";
import { coin, doc } from "../primitives/finance";
import { shield } from "../primitives/icons";
import { bulb, network } from "../primitives/symbols";
import { clock } from "../primitives/office";
import { car } from "../primitives/vehicle";
import { text } from "../primitives/text";
import site from "../../../data/site.json";
import ui from "../../../data/ui.json";
import { isPlaceholder } from "../../../src/utils/placeholders";

/** The name on the cards is the site's own; regenerate the cards (`npm run images`) when it changes. */
export const COMPANY = site.companyName;

/** While the name is a placeholder, the card says so, in the card's language. */
function exampleMark(lang: "ro" | "en"): string | null {
  if (!isPlaceholder(site.placeholders, "companyName")) return null;
  return ui.find((labels) => labels.lang === lang)?.exampleName.toUpperCase() ?? null;
}

/** Brand mark: rounded square with three rising bars and a gold dot (growth), no letters. */
export function brandMark(x: number, y: number, s: number): string {
  const bar = (i: number, hh: number) =>
    rect(x + s * (0.2 + i * 0.22), y + s * (0.8 - hh), s * 0.16, s * hh, {
      rx: s * 0.06,
      fill: P.white,
    });
  return (
    rect(x, y, s, s, { rx: s * 0.24, fill: P.teal }) +
    bar(0, 0.26) +
    bar(1, 0.42) +
    bar(2, 0.58) +
    circle(x + s * 0.36, y + s * 0.26, s * 0.08, { fill: P.gold })
  );
}

type Art = (c: Canvas) => string;

function shareCard(tagline: string, label: string, art: Art, lang: "ro" | "en" = "ro") {
  return (c: Canvas): string => {
    const { w, h } = c;
    let out = backdrop(c, "deep");
    out += brandMark(w * 0.06, h * 0.14, h * 0.16);
    out += text(w * 0.06 + h * 0.2, h * 0.14 + h * 0.105, label, {
      size: h * 0.045,
      fill: P.mint,
      weight: "bold",
      spacing: 3,
    });
    // Sizes keep the longest line (the Romanian tagline) clear of the art, which starts at 0.66w.
    const mark = exampleMark(lang);
    if (mark)
      out += text(w * 0.06, h * 0.41, mark, { size: h * 0.036, fill: P.gold, weight: "bold" });
    out += text(w * 0.06, h * 0.52, COMPANY, { size: h * 0.085, fill: P.white, weight: "bold" });
    out += rect(w * 0.06, h * 0.6, w * 0.08, h * 0.012, { rx: h * 0.006, fill: P.gold });
    out += text(w * 0.06, h * 0.72, tagline, { size: h * 0.052, fill: tint(P.mint, 0.2) });
    out += art(c);
    return behind(out, confetti(c, 5, [P.gold, P.teal, P.white], 0.62));
  };
}

const growthArt: Art = ({ w, h }) =>
  card(w * 0.66, h * 0.14, w * 0.28, h * 0.72, P.white, 24) +
  bars(w * 0.69, h * 0.3, w * 0.22, h * 0.46, [0.3, 0.5, 0.45, 0.8], tint(P.blue, 0.3)) +
  trend(w * 0.69, h * 0.3, w * 0.22, h * 0.4, [0.2, 0.4, 0.35, 0.8], P.teal, 6) +
  coin(w * 0.66, h * 0.82, h * 0.08);
const servicesArt: Art = ({ w, h }) =>
  card(w * 0.68, h * 0.12, w * 0.13, h * 0.34, P.white, 18) +
  clock(w * 0.745, h * 0.29, h * 0.1, 10, 10, P.blue) +
  card(w * 0.83, h * 0.12, w * 0.13, h * 0.34, P.white, 18) +
  coin(w * 0.895, h * 0.29, h * 0.09) +
  card(w * 0.68, h * 0.52, w * 0.13, h * 0.34, P.white, 18) +
  car(w * 0.695, h * 0.76, w * 0.1, P.teal) +
  chartCard(w * 0.83, h * 0.52, w * 0.13, h * 0.34, "bars", [0.4, 0.6, 0.9], P.teal);
const legalArt: Art = ({ w, h }) =>
  doc(w * 0.7, h * 0.12, w * 0.2, P.blue, 6) + shield(w * 0.88, h * 0.68, h * 0.15, P.teal);
const enArt: Art = ({ w, h }) =>
  card(w * 0.64, h * 0.14, w * 0.3, h * 0.72, P.deep, 24) +
  network(w * 0.68, h * 0.24, w * 0.22, h * 0.5, [3, 4, 2], P.teal, P.mint, h * 0.02) +
  bulb(w * 0.92, h * 0.2, h * 0.06);

const RO_TAGLINE = "Finanțare potrivită pentru afacerea ta";

export const shareRo = shareCard(RO_TAGLINE, "CONSULTANȚĂ FINANCIARĂ", growthArt);
export const shareRoServices = shareCard(RO_TAGLINE, "SERVICII DE FINANȚARE", servicesArt);
export const shareRoLegal = shareCard(RO_TAGLINE, "INFORMAȚII LEGALE", legalArt);
export const shareEn = shareCard("Consulting & growth insights", "CONSULTING", enArt, "en");
