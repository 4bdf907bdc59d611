// GraphQL type names for data/*.json, for arrays and single objects alike: `faq.en.json` feeds
// the FaqJson collection, `en-about.json` is EnAboutJson, a page file (`page-leasing.json`) is a
// RoPageJson. Collections that page files feed are made by gatsby/pageNodes.ts (one plugin owns a
// type), so their files' items reach it as carriers (contract/pageFiles.ts transformerTypeOf).
// The transformer's default would name a single-object file after its folder ("DataJson").
import { transformerTypeOf } from "../contract/pageFiles";

export function jsonTypeName({ node }: { node: { name: string } }): string {
  return transformerTypeOf(`${node.name}.json`);
}
