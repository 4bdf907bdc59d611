/**
 * What a stylised person looks like (skin, hair, clothes, glasses) and the random pick of a
 * plausible look, apart from the drawing code in person.ts and head.ts.
 */
import { CLOTHES, HAIR, P, SKIN } from "../palette";
import { Rng } from "../rng";

export type HairStyle =
  "short" | "side" | "curly" | "bun" | "long" | "bob" | "buzz" | "afro" | "bald";
export type Outfit = "blazer" | "sweater" | "shirt";

export interface Look {
  skin: string;
  hair: string;
  hairStyle: HairStyle;
  top: string;
  inner: string;
  outfit: Outfit;
  trousers: string;
  glasses: boolean;
  beard: boolean;
}

const STYLES: HairStyle[] = [
  "short",
  "side",
  "curly",
  "bun",
  "long",
  "bob",
  "buzz",
  "afro",
  "bald",
];

/** A random but plausible look; beards only with short styles, grey hair rarely. */
export function randomLook(rng: Rng, over: Partial<Look> = {}): Look {
  const hairStyle = rng.pick(STYLES);
  const short = ["short", "side", "buzz", "bald"].includes(hairStyle);
  const look: Look = {
    skin: rng.pick(SKIN),
    hair: rng.chance(0.12) ? HAIR[5] : rng.pick(HAIR.slice(0, 5)),
    hairStyle,
    top: rng.pick(CLOTHES),
    inner: rng.pick([P.white, P.mint, P.light, P.sand]),
    outfit: rng.pick(["blazer", "sweater", "shirt"] as const),
    trousers: rng.pick([P.ink, P.navy, P.slate, P.deep]),
    glasses: rng.chance(0.3),
    beard: short && rng.chance(0.35),
  };
  return { ...look, ...over };
}
