// The shape of a data node as the build's checks read it: its own module, so the general checks
// and the simulator checks they call can both use it without importing each other.

/** A node made from a JSON file (gatsby-transformer-json): its fields and where it came from. */
export interface DataNode {
  id: string;
  parent?: string | null;
  internal: { type: string; owner?: string };
  [field: string]: unknown;
}
