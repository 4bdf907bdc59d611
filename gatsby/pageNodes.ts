// The nodes of the page files (data/page-*.json): gatsby-transformer-json makes one RoPageJson
// node of each file, and onCreateNode turns its parts into the nodes of the collections the
// templates query (contract/pageFiles.ts says which), as children, so a saved file replaces them
// all at once under `gatsby develop`. A file of the wrong shape makes none; the data check then
// names the file and the part (pageFileProblems). The items of the other files of those
// collections (`faq.en.json`) come as carriers and are made here too: Gatsby lets one plugin own
// a type.
import type { GatsbyNode } from "gatsby";
import {
  collectionOfFile,
  itemFields,
  ITEM_CARRIER_TYPE,
  PAGE_FILE_TYPE,
  partNodes,
  type PartNode,
} from "../contract/pageFiles";

/** The fields of a node this module reads. */
interface AnyNode {
  id: string;
  parent?: string | null;
  internal: { type: string; owner?: string; description?: string };
  [field: string]: unknown;
}

export const TRANSFORMER = "gatsby-transformer-json";
/** Keys a node's own fields overwrite: what a file writes under them never reaches a carrier. */
const GATSBY_KEYS = new Set(["parent", "children", "internal", "fields"]);

/**
 * What a carrier's object says: the object as written (the transformer keeps its `id` as
 * `jsonId`), less the keys Gatsby's own fields take. `fromNode` reads it back from the carrier;
 * patches/dataSettled.ts passes a file's object as written, so both sides read it alike.
 */
export function writtenContent(
  value: Record<string, unknown>,
  fromNode = false,
): Record<string, unknown> {
  const content: Record<string, unknown> = {};
  if (fromNode && value.jsonId !== undefined) content.id = value.jsonId;
  for (const [key, field] of Object.entries(value)) {
    if (GATSBY_KEYS.has(key) || (fromNode && (key === "id" || key === "jsonId"))) continue;
    content[key] = field;
  }
  return content;
}

/** The carriers: a page file's node and a collection item's, whose children are the data. */
export const CARRIER_TYPES = new Set([PAGE_FILE_TYPE, ITEM_CARRIER_TYPE]);

/**
 * The nodes a carrier's content makes: a carried item its collection's node (the collection named
 * by its file), a page file one node per part, none when the page file's shape is wrong. Both the
 * store (onCreateNode) and the settling check (patches/dataSettled.ts) read carriers through this.
 */
export function nodesOfCarrier(
  carrierType: string,
  fileName: string,
  content: Record<string, unknown>,
): PartNode[] {
  if (carrierType === ITEM_CARRIER_TYPE) {
    return [{ type: collectionOfFile(fileName), at: "", fields: itemFields(content) }];
  }
  try {
    return partNodes(content);
  } catch {
    return [];
  }
}

export const onCreateNode: GatsbyNode["onCreateNode"] = ({
  node,
  actions,
  getNode,
  createNodeId,
  createContentDigest,
}) => {
  if (!CARRIER_TYPES.has(node.internal.type)) return;
  const file = node.parent ? getNode(node.parent) : undefined;
  const content = writtenContent(node as unknown as AnyNode, true);
  for (const part of nodesOfCarrier(node.internal.type, String(file?.base ?? ""), content)) {
    const child = {
      ...part.fields,
      id: createNodeId(`${node.id} ${part.at}`),
      parent: node.id,
      children: [],
      internal: {
        type: part.type,
        contentDigest: createContentDigest(part.fields),
        ...(part.at ? { description: part.at } : {}),
      },
    };
    actions.createNode(child);
    actions.createParentChildLink({ parent: node, child });
  }
};

/**
 * The nodes made from data/: the transformer's, except the carriers, and the carriers' children.
 * These are what the data checks read.
 */
export function dataNodes<T extends AnyNode>(nodes: readonly T[]): T[] {
  const carriers = new Set(
    nodes.filter((n) => CARRIER_TYPES.has(n.internal.type)).map((n) => n.id),
  );
  return nodes.filter((n) =>
    n.internal.owner === TRANSFORMER
      ? !CARRIER_TYPES.has(n.internal.type)
      : Boolean(n.parent && carriers.has(n.parent)),
  );
}

/** Why a page file on disk makes no nodes (its shape), one line per file; empty when all do. */
export function pageFileProblems(
  nodes: readonly AnyNode[],
  fileOf: (n: AnyNode) => string,
): string[] {
  const problems = new Set<string>();
  const files = new Set<string>();
  for (const node of nodes) {
    if (node.internal.type !== PAGE_FILE_TYPE) continue;
    const file = fileOf(node);
    // The transformer makes one node per item of a list: a page file holds one object.
    if (files.has(file)) problems.add(`data/${file}: a page file holds one object, not a list`);
    files.add(file);
    try {
      partNodes(writtenContent(node, true));
    } catch (error) {
      problems.add(`data/${file}: ${(error as Error).message}`);
    }
  }
  return [...problems];
}
