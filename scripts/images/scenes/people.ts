/**
 * Team portraits, comment avatars: one generated person each, deterministic from the file name.
 * The team set is curated (a fixed list of hair styles and outfits) so the eight portraits are
 * visibly different people; the rng varies only the details.
 */
import { CLOTHES, HAIR, P, SKIN, tint } from "../palette";
import { Rng } from "../rng";
import { Canvas, circle, rect } from "../svg";
import { backdrop, Theme } from "../primitives/backgrounds";
import { bust, HairStyle, Look, Outfit, randomLook } from "../primitives/person";

interface Cast {
  skin: number;
  hair: number;
  style: HairStyle;
  outfit: Outfit;
  top: number;
  beard?: boolean;
  glasses?: boolean;
}

/** Eight deliberately varied team members (skin, hair, outfit indexes into the palette lists). */
const TEAM: Cast[] = [
  { skin: 1, hair: 1, style: "side", outfit: "blazer", top: 0, beard: true },
  { skin: 4, hair: 0, style: "curly", outfit: "sweater", top: 2 },
  { skin: 0, hair: 4, style: "long", outfit: "blazer", top: 3, glasses: true },
  { skin: 3, hair: 0, style: "buzz", outfit: "shirt", top: 1 },
  { skin: 2, hair: 2, style: "bun", outfit: "blazer", top: 6 },
  { skin: 5, hair: 0, style: "afro", outfit: "sweater", top: 4 },
  { skin: 0, hair: 5, style: "short", outfit: "shirt", top: 5, glasses: true, beard: true },
  { skin: 2, hair: 1, style: "bob", outfit: "blazer", top: 7 },
];

function castLook(rng: Rng, c: Cast): Look {
  return randomLook(rng, {
    skin: SKIN[c.skin],
    hair: HAIR[c.hair],
    hairStyle: c.style,
    outfit: c.outfit,
    top: CLOTHES[c.top],
    beard: c.beard ?? false,
    glasses: c.glasses ?? false,
  });
}

const THEMES: Theme[] = ["cool", "mint", "warm", "cool", "mint", "warm", "cool", "mint"];
const ARCH = [P.blue, P.teal, P.deep, P.gold, P.teal, P.blue, P.gold, P.deep];

/** 800x1000 portrait: person in front of a tall rounded arch. */
export function teamPortrait(index: number) {
  return (c: Canvas): string => {
    const look = castLook(c.rng, TEAM[index]);
    const { w, h } = c;
    let out = backdrop(c, THEMES[index]);
    out += rect(w * 0.14, h * 0.16, w * 0.72, h, { rx: w * 0.36, fill: tint(ARCH[index], 0.25) });
    out += circle(w * 0.82, h * 0.2, w * 0.05, { fill: P.gold, fillOpacity: 0.8 });
    out += circle(w * 0.16, h * 0.62, w * 0.03, { fill: P.white, fillOpacity: 0.8 });
    out += bust(look, w / 2, h * 0.42, 2.6, 300);
    return out;
  };
}

const AVATAR_BG = [
  P.mint,
  P.sand,
  tint(P.blue, 0.8),
  tint(P.gold, 0.7),
  tint(P.teal, 0.7),
  P.light,
];

/** 256x256 avatar: head and shoulders on a flat tinted square (sites crop it to a circle). */
export function avatar(index: number) {
  return (c: Canvas): string => {
    const look = randomLook(c.rng);
    const { w, h } = c;
    return (
      rect(0, 0, w, h, { fill: AVATAR_BG[index % AVATAR_BG.length] }) +
      circle(w * 0.5, h * 0.5, w * 0.42, { fill: P.white, fillOpacity: 0.45 }) +
      bust(look, w / 2, h * 0.4, 0.95, 200)
    );
  };
}
