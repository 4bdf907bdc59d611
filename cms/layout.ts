// Which objects of a JSON text are written on one line. Prettier keeps an object on one line only
// when it was written so (and fits), so the editor has to remember that per file: otherwise saving
// one answer would reflow every short `{ "label": …, "link": … }` of the file into a diff.

/** A path with list indices replaced by `[]`, e.g. `[].button`: new list items follow their peers. */
export type GenericPath = string;

export interface Layout {
  /** Generic paths of objects written on one line in the text. */
  inline: GenericPath[];
  /**
   * The keys of the objects at each generic path, in the text's order. The editor keeps objects of
   * more than eight keys in hash order, so this is what puts them back.
   */
  order?: Record<GenericPath, string[]>;
  /** Whether the file holds a list at its root, which the form edits as `items`. */
  array?: boolean;
}

export function genericPath(path: readonly (string | number)[]): GenericPath {
  return path.map((part) => (typeof part === "number" ? "[]" : part)).join(".");
}

/** Reads a JSON text and records which of its non-empty objects open and close on one line. */
export function readLayout(text: string): Layout {
  const inline = new Set<GenericPath>();
  const broken = new Set<GenericPath>();
  const order: Record<GenericPath, string[]> = {};
  const noteKey = (path: GenericPath, key: string, after: string | undefined) => {
    const keys = (order[path] ??= []);
    if (keys.includes(key)) return;
    // A key first met in a later object goes right after its predecessor there.
    keys.splice(after === undefined ? 0 : keys.indexOf(after) + 1, 0, key);
  };
  let at = 0;
  const skipSpace = () => {
    while (/\s/.test(text.charAt(at))) at += 1;
  };
  const readString = (): string => {
    const start = at;
    at += 1;
    while (text.charAt(at) !== '"') at += text.charAt(at) === "\\" ? 2 : 1;
    at += 1;
    return JSON.parse(text.slice(start, at)) as string;
  };
  const readValue = (path: (string | number)[]): void => {
    skipSpace();
    const char = text.charAt(at);
    if (char === '"') {
      readString();
    } else if (char === "{") {
      const rest = text.slice(at + 1);
      const empty = /^\s*\}/.test(rest);
      if (!empty) (/^[ \t]*\n/.test(rest) ? broken : inline).add(genericPath(path));
      at += 1;
      skipSpace();
      let previous: string | undefined;
      while (text.charAt(at) !== "}") {
        const key = readString();
        noteKey(genericPath(path), key, previous);
        previous = key;
        skipSpace();
        at += 1; // the colon
        readValue([...path, key]);
        skipSpace();
        if (text.charAt(at) === ",") at += 1;
        skipSpace();
      }
      at += 1;
    } else if (char === "[") {
      at += 1;
      skipSpace();
      let index = 0;
      while (text.charAt(at) !== "]") {
        readValue([...path, index]);
        index += 1;
        skipSpace();
        if (text.charAt(at) === ",") at += 1;
        skipSpace();
      }
      at += 1;
    } else {
      while (at < text.length && !/[\s,\]}]/.test(text.charAt(at))) at += 1;
    }
  };
  readValue([]);
  // Where a file mixes both, the broken form wins: Prettier never joins a broken object.
  return { inline: [...inline].filter((path) => !broken.has(path)).sort(), order };
}
