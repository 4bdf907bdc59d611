/** @jest-environment node */
import fs from "fs";
import os from "os";
import path from "path";
import { createContentDigest } from "gatsby-core-utils";
import {
  expectedDigests,
  jsonNodesStamp,
  readDataFiles,
  sameMultiset,
  sourcedJsonFiles,
  unsettledFiles,
  waitForSettledData,
  type DiskFile,
  type StoreNode,
} from "../../gatsby/dataSettled";
import { jsonTypeName } from "../../gatsby/jsonTypeName";

const DATA = path.resolve(__dirname, "../../data");
const digest = (value: unknown) => createContentDigest(value as string | object);

interface TransformerArgs {
  node: StoreNode;
  actions: {
    createNode: (node: StoreNode) => Promise<void>;
    createParentChildLink: () => void;
  };
  loadNodeContent: (node: StoreNode) => Promise<string>;
  createNodeId: (seed: string) => string;
  createContentDigest: typeof createContentDigest;
}
// The transformer itself makes the nodes, so a change in how it digests an item fails here.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const transformer = require("gatsby-transformer-json/gatsby-node") as {
  onCreateNode: (
    args: TransformerArgs,
    options: { typeName: typeof jsonTypeName },
  ) => Promise<void>;
};

function fileNode(file: DiskFile): StoreNode {
  return {
    id: `file ${file.relativePath}`,
    absolutePath: file.absolutePath,
    relativePath: file.relativePath,
    name: path.basename(file.relativePath, ".json"),
    internal: { type: "File", owner: "gatsby-source-filesystem", mediaType: "application/json" },
  };
}

/** The File node and the JSON nodes Gatsby holds for each file once the transformer is done. */
async function storeFor(files: DiskFile[]): Promise<StoreNode[]> {
  const nodes: StoreNode[] = [];
  for (const file of files) {
    const node = fileNode(file);
    nodes.push(node);
    await transformer.onCreateNode(
      {
        node,
        actions: {
          createNode: async (child) => {
            nodes.push(child);
          },
          createParentChildLink: () => undefined,
        },
        loadNodeContent: async () => file.text ?? "",
        createNodeId: (seed) => seed,
        createContentDigest,
      },
      { typeName: jsonTypeName },
    );
  }
  return nodes.map((n) =>
    n.internal.type === "File"
      ? n
      : { ...n, internal: { ...n.internal, owner: "gatsby-transformer-json" } },
  );
}

const diskFile = (relativePath: string, value: unknown): DiskFile => ({
  relativePath,
  absolutePath: path.join(DATA, relativePath),
  text: JSON.stringify(value, null, 2),
});

describe("expectedDigests", () => {
  it("gives one digest per array item, one for an object and none for anything else", () => {
    expect(expectedDigests('[{"a":1},{"a":2}]', digest)).toEqual([
      digest({ a: 1 }),
      digest({ a: 2 }),
    ]);
    expect(expectedDigests('{"a":1}', digest)).toEqual([digest({ a: 1 })]);
    expect(expectedDigests("null", digest)).toEqual([]);
    expect(() => expectedDigests('[{"a":', digest)).toThrow(SyntaxError);
  });
});

describe("sameMultiset", () => {
  it("ignores order but counts repeats", () => {
    expect(sameMultiset(["a", "b", "a"], ["b", "a", "a"])).toBe(true);
    expect(sameMultiset(["a", "b"], ["a", "a"])).toBe(false);
    expect(sameMultiset(["a"], ["a", "a"])).toBe(false);
    expect(sameMultiset([], [])).toBe(true);
  });
});

describe("unsettledFiles", () => {
  it("finds every file of data/ settled once gatsby-transformer-json has made its nodes", async () => {
    const files = readDataFiles(DATA);
    expect(files.map((f) => f.relativePath)).toEqual(
      expect.arrayContaining(["faq.ro.json", "pages.json", "site.json"]),
    );
    expect(unsettledFiles(files, await storeFor(files), digest, DATA)).toEqual([]);
  });

  const faq = [
    { id: 1, page: "leasing", title: "Q1", desc: "A1" },
    { id: 2, page: "leasing", title: "Q2", desc: "A2" },
    { id: 3, page: "factoring", title: "Q3", desc: "A3" },
  ];
  const site = { companyName: "Axia" };

  it("names a file whose nodes are half re-created", async () => {
    const files = [diskFile("faq.ro.json", faq), diskFile("site.json", site)];
    const nodes = await storeFor(files);
    // The transformer has re-created the first two items of three.
    const half = nodes.filter((n) => n.id !== "file faq.ro.json [2] >>> JSON");
    expect(half).toHaveLength(nodes.length - 1);
    expect(unsettledFiles(files, half, digest, DATA)).toEqual([
      "data/faq.ro.json: its 2 data nodes do not match the file's 3 items yet",
    ]);
  });

  it("names a file saved with new text whose nodes still hold the old", async () => {
    const old = [diskFile("faq.ro.json", faq), diskFile("site.json", site)];
    const nodes = await storeFor(old);
    const saved = faq.map((item) => (item.id === 2 ? { ...item, desc: "A2, edited" } : item));
    const files = [diskFile("faq.ro.json", saved), diskFile("site.json", site)];
    expect(unsettledFiles(files, nodes, digest, DATA)).toEqual([
      "data/faq.ro.json: its 3 data nodes do not match the file's 3 items yet",
    ]);
  });

  it("names a file that does not parse, has no File node, or is gone but has nodes", async () => {
    const nodes = await storeFor([diskFile("faq.ro.json", faq), diskFile("site.json", site)]);
    const files: DiskFile[] = [
      { ...diskFile("faq.ro.json", faq), text: '[{"id": 1, "page": "lea' },
      diskFile("new.json", { a: 1 }),
      {
        ...diskFile("ui.json", {}),
        text: null,
        readError: "ENOENT: no such file or directory",
      },
    ];
    expect(unsettledFiles(files, nodes, digest, DATA)).toEqual([
      expect.stringMatching(/^data\/faq\.ro\.json does not parse as JSON \(.+\)$/),
      "data/new.json has no File node yet",
      "data/site.json is gone but still has nodes",
      "data/ui.json could not be read (ENOENT: no such file or directory)",
    ]);
  });

  it("leaves out File nodes outside data/ and files that are not JSON", async () => {
    const files = [diskFile("site.json", site)];
    const nodes = await storeFor(files);
    nodes.push(
      {
        id: "image",
        absolutePath: path.join(DATA, "images/logo.png"),
        internal: { type: "File" },
      },
      { id: "elsewhere", absolutePath: "/tmp/other/x.json", internal: { type: "File" } },
    );
    expect(unsettledFiles(files, nodes, digest, DATA)).toEqual([]);
  });
});

describe("waitForSettledData", () => {
  /** A clock that moves only when the wait sleeps. */
  function clock() {
    let t = 0;
    return { now: () => t, sleep: async (ms: number) => void (t += ms) };
  }

  it("returns, once settled, the very node list it compared", async () => {
    const files = [diskFile("site.json", { companyName: "Axia" })];
    const settled = await storeFor(files);
    const fileOnly = settled.filter((n) => n.internal.type === "File");
    const lists = [fileOnly, fileOnly, settled];
    let looks = 0;
    const result = await waitForSettledData({
      dataDir: DATA,
      readFiles: () => files,
      getNodes: () => lists[Math.min(looks++, lists.length - 1)],
      digest,
      ...clock(),
    });
    expect(result).toEqual({ settled: true, nodes: settled, looks: 3, waitedMs: 200 });
    expect(result.settled && result.nodes).toBe(settled);
  });

  it("gives up after the timeout, with the reasons of its last look and a bounded count", async () => {
    const files = [diskFile("site.json", { companyName: "Axia" })];
    const getNodes = jest.fn(() => [] as StoreNode[]);
    const result = await waitForSettledData({
      dataDir: DATA,
      readFiles: () => files,
      getNodes,
      digest,
      timeoutMs: 1000,
      intervalMs: 100,
      ...clock(),
    });
    expect(result).toEqual({
      settled: false,
      reasons: ["data/site.json has no File node yet"],
      looks: 11,
      waitedMs: 1000,
    });
    expect(getNodes).toHaveBeenCalledTimes(11);
  });

  it("stops after its count of looks even when the clock does not move", async () => {
    const getNodes = jest.fn(() => [] as StoreNode[]);
    const result = await waitForSettledData({
      dataDir: DATA,
      readFiles: () => [diskFile("site.json", {})],
      getNodes,
      digest,
      timeoutMs: 500,
      intervalMs: 100,
      now: () => 0,
      sleep: async () => undefined,
    });
    expect(result).toMatchObject({ settled: false, looks: 6 });
    expect(getNodes).toHaveBeenCalledTimes(6);
  });
});

describe("sourcedJsonFiles", () => {
  it("lists the JSON files gatsby-source-filesystem sources, at any depth", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "data-settled-"));
    try {
      for (const file of [
        "faq.ro.json",
        "contact.json",
        "search.json",
        "nested/more.json",
        "images/logo.png",
        "node_modules/x/package.json",
      ]) {
        fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
        fs.writeFileSync(path.join(dir, file), "{}");
      }
      expect(sourcedJsonFiles(dir).map((f) => path.relative(dir, f))).toEqual([
        "faq.ro.json",
        path.join("nested", "more.json"),
      ]);
      expect(readDataFiles(dir).map((f) => f.relativePath)).toEqual([
        "faq.ro.json",
        "nested/more.json",
      ]);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe("jsonNodesStamp", () => {
  it("changes with a JSON node's digest and ignores other nodes and order", () => {
    const a: StoreNode = {
      id: "a",
      internal: { type: "FaqJson", owner: "gatsby-transformer-json", contentDigest: "1" },
    };
    const b: StoreNode = { ...a, id: "b" };
    const file: StoreNode = { id: "f", internal: { type: "File", contentDigest: "x" } };
    expect(jsonNodesStamp([a, b, file])).toBe(jsonNodesStamp([b, a]));
    expect(jsonNodesStamp([a, b])).not.toBe(
      jsonNodesStamp([a, { ...b, internal: { ...b.internal, contentDigest: "2" } }]),
    );
  });
});
