// The shape of a data node as the build's checks read it: its own module, so the general checks
// and the simulator checks they call can both use it without importing each other.

/**
 * A node made from a JSON file (by gatsby-transformer-json, or from a page file's part): its fields
 * and where it came from. A part's node says its place in the page file (`faq[2]`).
 */
export interface DataNode {
  id: string;
  parent?: string | null;
  internal: { type: string; owner?: string; description?: string };
  [field: string]: unknown;
}
