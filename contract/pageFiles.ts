// One file per Romanian page: data/page-<name>.json holds everything that page shows (its route
// and metadata, its sections, its FAQ, its simulator, its cards), so a maintainer edits a page in
// one place. The build still sees the collections the templates query (PagesJson, FaqJson, ...):
// each part of a page file becomes the nodes a file of that collection would have made. This
// module is that mapping, for the build (gatsby/pageNodes.ts), the route readers (server, scripts,
// bench), the editor and the tests. It reads nothing itself: reading the files is io/pageFiles.ts,
// for the Node programs only.

/** A page file's name: `page-` and the last segment of its route ("acasa" for the home page). */
export const PAGE_FILE = /^page-[a-z0-9-]+\.json$/;
/** The GraphQL type of a page file's own node, which only carries its parts to their nodes. */
export const PAGE_FILE_TYPE = "RoPageJson";
/**
 * The type gatsby-transformer-json gives the items of a collection file (`faq.en.json`) whose
 * collection page files feed too. Gatsby lets one plugin own a type, and page parts are made by
 * the site, so the site makes these items' nodes as well, from these carrier nodes.
 */
export const ITEM_CARRIER_TYPE = "CollectionItemJson";

export interface Part {
  /** The collection the part's nodes belong to. */
  type: string;
  /** A list of items (one node each) or one object. */
  list: boolean;
  /**
   * Fields the file does not repeat because its route says them: the FAQ's `page` is the route's
   * page key, a timeline entry's `lang` is the route's language.
   */
  fromRoute?: Record<string, "pageKey" | "contentKey" | "lang">;
}

/** Every part a page file may hold, in the order the files write them. */
export const PARTS: Record<string, Part> = {
  route: { type: "PagesJson", list: false },
  home: { type: "RoHomeJson", list: false },
  about: { type: "RoAboutJson", list: false },
  services: { type: "RoServicesJson", list: false },
  service: { type: "ServicePageJson", list: false, fromRoute: { key: "pageKey" } },
  documents: { type: "ServiceDocumentsJson", list: false, fromRoute: { key: "pageKey" } },
  contact: { type: "RoContactJson", list: false },
  booking: { type: "RoBookingJson", list: false },
  bookingManage: { type: "RoBookingManageJson", list: false },
  legal: { type: "LegalJson", list: false, fromRoute: { key: "contentKey" } },
  steps: { type: "ProcessJson", list: true, fromRoute: { page: "pageKey" } },
  counters: { type: "CounterJson", list: true, fromRoute: { page: "pageKey" } },
  reasons: { type: "WhyChooseJson", list: true, fromRoute: { lang: "lang" } },
  companyInfo: { type: "CompanyInfoJson", list: true },
  timeline: { type: "TimelineJson", list: true, fromRoute: { lang: "lang" } },
  faq: { type: "FaqJson", list: true, fromRoute: { page: "pageKey" } },
  simulator: { type: "SimulatorJson", list: false, fromRoute: { key: "pageKey" } },
  programs: { type: "EuProgramJson", list: true },
  industries: { type: "IndustryJson", list: true },
  cards: { type: "ServiceCardJson", list: true },
};

/** The collections page files feed. */
export const PART_TYPES = new Set(Object.values(PARTS).map((part) => part.type));

type Json = Record<string, unknown>;

/** The collection of a file that is not a page file: `faq.en.json` → FaqJson, `en-about.json` → EnAboutJson. */
export function collectionOfFile(fileName: string): string {
  const base = fileName.replace(/\.json$/, "").replace(/\.(ro|en)$/, "");
  const camel = base.replace(/[-_.\s]+(\w)/g, (_, c: string) => c.toUpperCase());
  return `${camel.charAt(0).toUpperCase()}${camel.slice(1)}Json`;
}

/**
 * The type gatsby-transformer-json gives a data file's nodes: a page file's and a carrier's for
 * the files of the collections page files feed; otherwise the collection itself.
 */
export function transformerTypeOf(fileName: string): string {
  if (PAGE_FILE.test(fileName)) return PAGE_FILE_TYPE;
  const collection = collectionOfFile(fileName);
  return PART_TYPES.has(collection) ? ITEM_CARRIER_TYPE : collection;
}

/** The fields a part's items take from the route (the FAQ's `page` is its route's `pageKey`). */
export function impliedFields(part: Part, route: Json): Json {
  return Object.fromEntries(
    Object.entries(part.fromRoute ?? {}).map(([field, from]) => [field, route[from]]),
  );
}

/** An item's fields as a collection node holds them: gatsby-transformer-json reads `id` as `jsonId`. */
export function itemFields(item: Json, implied: Json = {}): Json {
  const { id, ...rest } = item;
  const fields: Json = { ...rest, ...implied };
  if (id) fields.jsonId = id;
  return fields;
}

/** One node a page file makes: its collection, its fields, and where in the file it comes from. */
export interface PartNode {
  type: string;
  /** `faq[2]`, `route`: the place in the file, for messages. */
  at: string;
  fields: Json;
}

const isObject = (value: unknown): value is Json =>
  Boolean(value) && typeof value === "object" && !Array.isArray(value);

/**
 * The nodes of a page file's content, with the fields gatsby-transformer-json would have given
 * them (`id` read as `jsonId`) and those the route implies. Throws, naming the part, when the
 * content is not a page file's shape; the field checks of the build come after.
 */
export function partNodes(content: unknown): PartNode[] {
  if (!isObject(content)) throw new Error("a page file holds one object, not a list");
  const route = content.route;
  if (!isObject(route))
    throw new Error(`"route" is missing: every page file starts with its route`);
  const nodes: PartNode[] = [];
  for (const [name, value] of Object.entries(content)) {
    const part = PARTS[name];
    if (!part) {
      throw new Error(`"${name}" is not a part of a page (${Object.keys(PARTS).join(", ")})`);
    }
    const implied = impliedFields(part, route);
    const node = (item: Json, at: string): PartNode => ({
      type: part.type,
      at,
      fields: itemFields(item, implied),
    });
    if (part.list) {
      if (!Array.isArray(value)) throw new Error(`"${name}" must be a list`);
      value.forEach((item, index) => {
        if (!isObject(item)) throw new Error(`"${name}[${index}]" must be an object`);
        nodes.push(node(item, `${name}[${index}]`));
      });
    } else {
      if (!isObject(value)) throw new Error(`"${name}" must be an object`);
      nodes.push(node(value, name));
    }
  }
  return nodes;
}
