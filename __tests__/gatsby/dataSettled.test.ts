/** @jest-environment node */
// The wait of createPages until the data nodes match the data files
// (gatsby/patches/dataSettled.ts), and the guard that says whether the installed Gatsby still runs
// createPages before the nodes settle: when it fails, the patch may no longer be needed
// (gatsby/patches/README.md).
import crypto from "crypto";
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
} from "../../gatsby/patches/dataSettled";
import { jsonTypeName } from "../../gatsby/jsonTypeName";
import { onCreateNode as makePartNodes } from "../../gatsby/pageNodes";
import { ITEM_CARRIER_TYPE, PAGE_FILE_TYPE } from "../../contract/pageFiles";
import { GATSBY_PACKAGE, inGatsby } from "./inGatsby";

const DATA = path.resolve(__dirname, "../../data");
const digest = (value: unknown) => createContentDigest(value as string | object);
const TRANSFORMER = "gatsby-transformer-json";
/** The owner Gatsby gives the nodes gatsby-node.ts makes. */
const SITE = "default-site-plugin";

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

/** gatsby/pageNodes.ts's onCreateNode, with the arguments it reads. */
const pageNodes = makePartNodes as unknown as (args: {
  node: StoreNode;
  actions: { createNode: (node: StoreNode) => void; createParentChildLink: () => void };
  getNode: (id: string) => StoreNode | undefined;
  createNodeId: (seed: string) => string;
  createContentDigest: typeof createContentDigest;
}) => void;

function fileNode(file: DiskFile): StoreNode {
  return {
    id: `file ${file.relativePath}`,
    absolutePath: file.absolutePath,
    relativePath: file.relativePath,
    name: path.basename(file.relativePath, ".json"),
    base: path.basename(file.relativePath),
    internal: {
      type: "File",
      owner: "gatsby-source-filesystem",
      mediaType: "application/json",
      // gatsby-source-filesystem's digest of the bytes, when the file was read from disk.
      contentDigest: file.fileDigest,
    },
  };
}

/**
 * The File node and the data nodes Gatsby holds for each file once gatsby-transformer-json is
 * done and, unless `derived` is false, once gatsby/pageNodes.ts has made the nodes of the page
 * files' parts and of the carried items.
 */
async function storeFor(files: DiskFile[], { derived = true } = {}): Promise<StoreNode[]> {
  const nodes: StoreNode[] = [];
  const getNode = (id: string) => nodes.find((n) => n.id === id);
  for (const file of files) {
    const node = fileNode(file);
    nodes.push(node);
    const made: StoreNode[] = [];
    await transformer.onCreateNode(
      {
        node,
        actions: {
          createNode: async (child) => {
            made.push({ ...child, internal: { ...child.internal, owner: TRANSFORMER } });
          },
          createParentChildLink: () => undefined,
        },
        loadNodeContent: async () => file.text ?? "",
        createNodeId: (seed) => seed,
        createContentDigest,
      },
      { typeName: jsonTypeName },
    );
    nodes.push(...made);
    if (!derived) continue;
    for (const carrier of made) {
      pageNodes({
        node: carrier,
        actions: {
          createNode: (child) => {
            nodes.push({ ...child, internal: { ...child.internal, owner: SITE } });
          },
          createParentChildLink: () => undefined,
        },
        getNode,
        createNodeId: (seed) => seed,
        createContentDigest,
      });
    }
  }
  return nodes;
}

/** The nodes gatsby/pageNodes.ts made. */
const derivedNodes = (nodes: StoreNode[]) => nodes.filter((n) => n.internal.owner === SITE);
/** A part's place in its page file (`faq[2]`), which gatsby/pageNodes.ts gives its nodes. */
const placeOf = (node: StoreNode) => (node.internal as { description?: string }).description;

const diskFile = (relativePath: string, value: unknown): DiskFile => ({
  relativePath,
  absolutePath: path.join(DATA, relativePath),
  text: JSON.stringify(value, null, 2),
});

/** A small page file: its route and three FAQ items, so five nodes with the file's own. */
const leasing = {
  route: {
    path: "/servicii/leasing",
    template: "ServicePage",
    lang: "ro",
    pageKey: "leasing",
    contentKey: null,
    title: "Leasing",
  },
  faq: [
    { id: 1, title: "Q1", desc: "A1" },
    { id: 2, title: "Q2", desc: "A2" },
    { id: 3, title: "Q3", desc: "A3" },
  ],
};
/** A file whose items are carried: two items, so four nodes with the carriers. */
const faqEn = [
  { id: 1, page: "inner_page", title: "Q1", desc: "A1" },
  { id: 2, page: "inner_page", title: "Q2", desc: "A2" },
];
const site = { companyName: "Axia" };

describe("expectedDigests", () => {
  it("gives one digest per array item, one for an object and none for anything else", () => {
    expect(expectedDigests('[{"a":1},{"a":2}]', digest)).toEqual([
      digest({ a: 1 }),
      digest({ a: 2 }),
    ]);
    expect(expectedDigests('{"a":1}', digest)).toEqual([digest({ a: 1 })]);
    expect(expectedDigests("null", digest)).toEqual([]);
    expect(() => expectedDigests('[{"a":', digest)).toThrow(SyntaxError);
    expect(expectedDigests('{"a":1}', digest, "site.json")).toEqual([digest({ a: 1 })]);
  });

  it("adds a carried item's node, its id read as jsonId", () => {
    const item = { id: 7, page: "inner_page", title: "Q" };
    expect(expectedDigests(JSON.stringify([item]), digest, "faq.en.json")).toEqual([
      digest(item),
      digest({ page: "inner_page", title: "Q", jsonId: 7 }),
    ]);
  });

  it("adds one node per part of a page file, with what its route implies; none for a wrong shape", () => {
    const text = JSON.stringify(leasing);
    expect(expectedDigests(text, digest, "page-leasing.json")).toEqual([
      digest(leasing),
      digest(leasing.route),
      ...leasing.faq.map(({ id, ...rest }) => digest({ ...rest, page: "leasing", jsonId: id })),
    ]);
    const wrong = { ...leasing, sidebar: {} };
    expect(expectedDigests(JSON.stringify(wrong), digest, "page-leasing.json")).toEqual([
      digest(wrong),
    ]);
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
  it("finds every file of data/ settled once its nodes and their parts' nodes are made", async () => {
    const files = readDataFiles(DATA);
    expect(files.map((f) => f.relativePath)).toEqual(
      expect.arrayContaining(["page-leasing.json", "faq.en.json", "pages.json", "site.json"]),
    );
    const nodes = await storeFor(files);
    // Every part of every page file, and every item of pages.json, has its node.
    const parts = derivedNodes(nodes);
    expect(parts.filter((n) => n.internal.type === "SimulatorJson")).toHaveLength(3);
    expect(parts.filter((n) => n.internal.type === "PagesJson").map((n) => n.path)).toEqual(
      expect.arrayContaining(["/", "/servicii/leasing", "/about", "/404"]),
    );
    expect(unsettledFiles(files, nodes, digest, DATA)).toEqual([]);
  });

  it("settles a page file and a carried file only once their derived nodes are made", async () => {
    const files = [
      diskFile("page-leasing.json", leasing),
      diskFile("faq.en.json", faqEn),
      diskFile("site.json", site),
    ];
    const carriersOnly = await storeFor(files, { derived: false });
    expect(carriersOnly.map((n) => n.internal.type)).toEqual(
      expect.arrayContaining([PAGE_FILE_TYPE, ITEM_CARRIER_TYPE]),
    );
    expect(unsettledFiles(files, carriersOnly, digest, DATA)).toEqual([
      "data/faq.en.json: its 2 data nodes do not match the file's 4 items yet",
      "data/page-leasing.json: its 1 data nodes do not match the file's 5 items yet",
    ]);
    const nodes = await storeFor(files);
    expect(derivedNodes(nodes).map((n) => [n.internal.type, placeOf(n)])).toEqual([
      ["PagesJson", "route"],
      ["FaqJson", "faq[0]"],
      ["FaqJson", "faq[1]"],
      ["FaqJson", "faq[2]"],
      ["FaqJson", undefined],
      ["FaqJson", undefined],
    ]);
    expect(unsettledFiles(files, nodes, digest, DATA)).toEqual([]);
  });

  it("names a file whose nodes are half re-created", async () => {
    const files = [
      diskFile("page-leasing.json", leasing),
      diskFile("faq.en.json", faqEn),
      diskFile("site.json", site),
    ];
    const nodes = await storeFor(files);
    // gatsby/pageNodes.ts has re-created two FAQ items of three, and one carried item of two.
    const half = nodes.filter(
      (n) =>
        placeOf(n) !== "faq[2]" &&
        !(n.internal.owner === SITE && n.parent === "file faq.en.json [1] >>> JSON"),
    );
    expect(half).toHaveLength(nodes.length - 2);
    expect(unsettledFiles(files, half, digest, DATA)).toEqual([
      "data/faq.en.json: its 3 data nodes do not match the file's 4 items yet",
      "data/page-leasing.json: its 4 data nodes do not match the file's 5 items yet",
    ]);
  });

  it("names a file saved with new text whose nodes still hold the old", async () => {
    const old = [diskFile("page-leasing.json", leasing), diskFile("site.json", site)];
    const nodes = await storeFor(old);
    const saved = {
      ...leasing,
      faq: leasing.faq.map((item) => (item.id === 2 ? { ...item, desc: "A2, edited" } : item)),
    };
    const files = [diskFile("page-leasing.json", saved), diskFile("site.json", site)];
    expect(unsettledFiles(files, nodes, digest, DATA)).toEqual([
      "data/page-leasing.json: its 5 data nodes do not match the file's 5 items yet",
    ]);
    // The transformer has made the file's new node, but the parts' nodes are still the old ones.
    const newCarrier = (await storeFor(files, { derived: false })).filter(
      (n) => n.internal.owner === TRANSFORMER,
    );
    const mixed = [
      ...nodes.filter((n) => n.internal.owner !== TRANSFORMER),
      ...newCarrier.filter((n) => n.internal.type === PAGE_FILE_TYPE),
      ...nodes.filter(
        (n) => n.internal.owner === TRANSFORMER && n.internal.type !== PAGE_FILE_TYPE,
      ),
    ];
    expect(unsettledFiles(files, mixed, digest, DATA)).toEqual([
      "data/page-leasing.json: its 5 data nodes do not match the file's 5 items yet",
    ]);
    expect(unsettledFiles(files, await storeFor(files), digest, DATA)).toEqual([]);
  });

  it("names a file saved again with the same data until its File node holds the new bytes", async () => {
    const site = { companyName: "Axia" };
    const md5 = (text: string) => crypto.createHash("md5").update(text).digest("hex");
    const before = { ...diskFile("site.json", site) };
    const nodes = await storeFor([before]);
    const file = nodes.find((n) => n.internal.type === "File")!;
    file.internal.contentDigest = md5(before.text!);
    // Indented anew: the same JSON nodes, other bytes.
    const text = `${JSON.stringify(site, null, 4)}\n`;
    const after: DiskFile = { ...before, text, fileDigest: md5(text) };
    expect(unsettledFiles([after], nodes, digest, DATA)).toEqual([
      "data/site.json was saved again: its File node still holds the previous save",
    ]);
    file.internal.contentDigest = md5(text);
    expect(unsettledFiles([after], nodes, digest, DATA)).toEqual([]);
  });

  it("settles a page file of a wrong shape with its own node, which makes no parts", async () => {
    const files = [diskFile("page-leasing.json", { ...leasing, sidebar: { title: "?" } })];
    const nodes = await storeFor(files);
    expect(derivedNodes(nodes)).toEqual([]);
    expect(nodes.filter((n) => n.internal.type === PAGE_FILE_TYPE)).toHaveLength(1);
    expect(unsettledFiles(files, nodes, digest, DATA)).toEqual([]);
  });

  it.each([
    ["written as a list", [leasing, { ...leasing, route: { ...leasing.route, path: "/x" } }]],
    ["with a key Gatsby's node fields take", { ...leasing, fields: { note: "?" } }],
    ["with an id", { ...leasing, id: 3 }],
  ])("settles a page file %s exactly as its nodes are made", async (_, content) => {
    const files = [diskFile("page-leasing.json", content)];
    const nodes = await storeFor(files);
    expect(unsettledFiles(files, nodes, digest, DATA)).toEqual([]);
  });

  it("names a file that does not parse, has no File node, or is gone but has nodes", async () => {
    const nodes = await storeFor([
      diskFile("page-leasing.json", leasing),
      diskFile("site.json", site),
    ]);
    const files: DiskFile[] = [
      { ...diskFile("page-leasing.json", leasing), text: '{"route": {"path": "/servicii/lea' },
      diskFile("new.json", { a: 1 }),
      {
        ...diskFile("ui.json", {}),
        text: null,
        readError: "ENOENT: no such file or directory",
      },
    ];
    expect(unsettledFiles(files, nodes, digest, DATA)).toEqual([
      "data/new.json has no File node yet",
      expect.stringMatching(/^data\/page-leasing\.json does not parse as JSON \(.+\)$/),
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

describe("readDataFiles", () => {
  it("digests each file's bytes as gatsby-source-filesystem digests its File node (MD5, hex)", () => {
    const [first] = readDataFiles(DATA);
    const bytes = fs.readFileSync(first.absolutePath);
    expect(first.fileDigest).toBe(crypto.createHash("md5").update(bytes).digest("hex"));
    expect(first.text).toBe(bytes.toString("utf8"));
  });
});

describe("sourcedJsonFiles", () => {
  it("lists the JSON files gatsby-source-filesystem sources, at any depth", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "data-settled-"));
    try {
      for (const file of [
        "page-leasing.json",
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
        path.join("nested", "more.json"),
        "page-leasing.json",
      ]);
      expect(readDataFiles(dir).map((f) => f.relativePath)).toEqual([
        "nested/more.json",
        "page-leasing.json",
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

  it("changes with the digest of a node made from a carrier, and ignores the site's other nodes", () => {
    const carrier: StoreNode = {
      id: "c",
      parent: "f",
      internal: { type: PAGE_FILE_TYPE, owner: "gatsby-transformer-json", contentDigest: "1" },
    };
    const part: StoreNode = {
      id: "p",
      parent: "c",
      internal: { type: "FaqJson", owner: SITE, contentDigest: "1" },
    };
    const other: StoreNode = {
      id: "o",
      parent: "f",
      internal: { type: "SitePage", owner: SITE, contentDigest: "1" },
    };
    const stamp = jsonNodesStamp([carrier, part]);
    expect(jsonNodesStamp([carrier, part, other])).toBe(stamp);
    expect(
      jsonNodesStamp([carrier, { ...part, internal: { ...part.internal, contentDigest: "2" } }]),
    ).not.toBe(stamp);
    expect(jsonNodesStamp([carrier])).not.toBe(stamp);
  });
});

describe("upstream guard: Gatsby still runs createPages before the transformer's nodes exist", () => {
  const source = (file: string) =>
    fs.readFileSync(path.join(path.dirname(GATSBY_PACKAGE), "dist", file), "utf8");

  it("ends a batch of saved files' node changes without waiting for their onCreateNode", () => {
    // runMutationBatch (dist/services/run-mutation-batch.js) dispatches each deferred createNode
    // and is done at once: the promise of the onCreateNode handlers it starts (the transformer's
    // JSON nodes) is handed to nobody who waits. Here that promise never settles.
    const answer = inGatsby<{ batch: string; dispatched: number }>(`
      const { runMutationBatch } = gatsby("gatsby/dist/services/run-mutation-batch");
      let dispatched = 0;
      const store = { dispatch: () => { dispatched += 1; return new Promise(() => {}); } };
      const file = { id: "file", internal: { type: "File", contentDigest: "2" } };
      const runningBatch = [{ type: "createNode", payload: [file, {}] }];
      const batch = runMutationBatch({ store, runningBatch });
      const late = new Promise((resolve) => setTimeout(() => resolve("still waiting"), 500));
      Promise.race([batch.then(() => "done"), late]).then((state) =>
        done({ batch: state, dispatched }),
      );
    `);
    expect(answer).toEqual({ batch: "done", dispatched: 1 });
  });

  it("re-creates the pages as soon as that batch is done", () => {
    const answer = inGatsby<{ waitingDone: unknown; committing: unknown; committed: unknown }>(`
      const { developMachine } = gatsby("gatsby/dist/state-machines/develop");
      const { waitingStates } = gatsby("gatsby/dist/state-machines/waiting");
      const committing = waitingStates.states.committingBatch.invoke;
      done({
        waitingDone: developMachine.config.states.waiting.invoke.onDone.target,
        committing: committing.src,
        committed: waitingStates.states[committing.onDone.target].type,
      });
    `);
    expect(answer).toEqual({
      waitingDone: "recreatingPages",
      committing: "runMutationBatch",
      committed: "final",
    });
  });

  it("deletes a changed File node's JSON nodes before the transformer makes the new ones", () => {
    // createNode (dist/redux/actions/public.js): a File node whose digest changed loses its
    // children at once; onCreateNode makes the new ones afterwards, one createNode at a time.
    const publicActions = source("redux/actions/public.js");
    expect(publicActions).toContain("deleteActions = findChildren(oldNode.children)");
    expect(publicActions).toContain("apiRunnerNode(`onCreateNode`");
  });
});
