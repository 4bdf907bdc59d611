// Finds every image a data file references (`"images/x.png"` values) with the alt text beside it,
// so tests can check that each one exists and has its alt (empty = explicitly decorative).

export interface DataImage {
  /** Data file the reference is in, e.g. `page-acasa.json`. */
  file: string;
  /** JSON path of the value, e.g. `hero.image` or `[3].thumb`. */
  pointer: string;
  src: string;
  /** The alt text beside it: `<field>Alt`, else `alt`; undefined when there is none. */
  alt: string | undefined;
}

/** Fields that name share images for meta tags (never an <img>), so they carry no alt. */
export const META_IMAGE_FIELDS = new Set(["ogImage", "defaultOgImage"]);

const IMAGE_VALUE = /^images\/[^/]+\.(?:png|jpe?g|webp|avif|gif|svg)$/i;

function altBeside(parent: Record<string, unknown>, field: string): string | undefined {
  for (const key of [`${field}Alt`, "alt"]) {
    const value = parent[key];
    if (typeof value === "string") return value;
  }
  return undefined;
}

export function findDataImages(json: unknown, file: string): DataImage[] {
  const found: DataImage[] = [];
  const walk = (value: unknown, pointer: string) => {
    if (Array.isArray(value)) {
      value.forEach((item, i) => walk(item, `${pointer}[${i}]`));
      return;
    }
    if (!value || typeof value !== "object") return;
    const record = value as Record<string, unknown>;
    for (const [key, child] of Object.entries(record)) {
      const at = pointer ? `${pointer}.${key}` : key;
      if (typeof child === "string" && IMAGE_VALUE.test(child)) {
        if (!META_IMAGE_FIELDS.has(key)) {
          found.push({ file, pointer: at, src: child, alt: altBeside(record, key) });
        }
      } else {
        walk(child, at);
      }
    }
  };
  walk(json, "");
  return found;
}

/** Problems with one reference: missing alt, or alt that is only whitespace (use "" to mean decorative). */
export function altProblem(image: DataImage): string | null {
  if (image.alt === undefined)
    return `${image.file} ${image.pointer}: no alt field beside the image`;
  if (image.alt !== "" && image.alt.trim() === "")
    return `${image.file} ${image.pointer}: alt is only whitespace (use "" for a decorative image)`;
  return null;
}
