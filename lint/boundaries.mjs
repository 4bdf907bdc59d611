// ESLint rule: which top-level folder may import which. Each folder has one job and a few
// neighbours it may lean on; an import outside that list (the server reaching into the React app,
// the product importing a test helper) is reported where it is written. The one rule also keeps
// the layers of src/components: ui never imports layout or sections, sections never import layout.
import path from "node:path";
import { fileURLToPath } from "node:url";

const ROOT = fileURLToPath(new URL("..", import.meta.url));

/** Folder → the other folders it may import from (relative imports; packages are free). */
export const ALLOWED = {
  domain: [],
  contract: ["data", "domain"],
  io: ["contract", "data", "domain"],
  src: ["contract", "data", "domain"],
  server: ["contract", "data", "domain", "io"],
  gatsby: ["contract", "data", "domain", "src"],
  cms: ["contract", "data", "domain", "gatsby", "io", "scripts", "src"],
  scripts: ["contract", "data", "domain", "gatsby", "io", "server", "src"],
  bench: ["contract", "data", "domain", "io", "scripts", "server", "src"],
  lint: [],
  "(root)": ["cms", "contract", "data", "domain", "gatsby", "lint", "src"],
};

/** Inside src/components: a level → the levels it must not import. */
const LAYERS = { ui: ["layout", "sections"], sections: ["layout"] };

const topOf = (file) => {
  const rel = path.relative(ROOT, file).split(path.sep);
  return rel.length === 1 ? "(root)" : rel[0];
};

const layerOf = (file) => {
  const rel = path.relative(path.join(ROOT, "src/components"), file).split(path.sep);
  return rel.length > 1 && rel[0] !== ".." ? rel[0] : null;
};

export const boundaries = {
  meta: {
    type: "problem",
    docs: { description: "imports stay within each top-level folder's allowed neighbours" },
    schema: [],
    messages: {
      folder: "{{from}}/ may not import from {{to}}/ ({{source}}); it may import from: {{allowed}}",
      layer: "src/components/{{from}} may not import from src/components/{{to}} ({{source}})",
    },
  },
  create(context) {
    const file = context.filename;
    const from = topOf(file);
    const allowed = ALLOWED[from];
    const check = (node, source) => {
      if (typeof source !== "string" || !source.startsWith(".")) return;
      const target = path.resolve(path.dirname(file), source);
      const to = topOf(target);
      if (allowed && to !== from && !allowed.includes(to)) {
        const list = allowed.length > 0 ? allowed.join(", ") : "nothing outside itself";
        context.report({ node, messageId: "folder", data: { from, to, source, allowed: list } });
      }
      const layer = layerOf(file);
      const targetLayer = layerOf(target);
      if (layer && targetLayer && LAYERS[layer]?.includes(targetLayer)) {
        context.report({
          node,
          messageId: "layer",
          data: { from: layer, to: targetLayer, source },
        });
      }
    };
    return {
      ImportDeclaration: (node) => check(node, node.source.value),
      ExportAllDeclaration: (node) => check(node, node.source.value),
      ExportNamedDeclaration: (node) => node.source && check(node, node.source.value),
      ImportExpression: (node) => check(node, node.source.value),
      CallExpression: (node) => {
        if (node.callee.type === "Identifier" && node.callee.name === "require")
          check(node, node.arguments[0]?.value);
      },
    };
  },
};

export default { rules: { boundaries } };
