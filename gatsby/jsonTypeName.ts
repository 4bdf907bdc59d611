// GraphQL type names for data/*.json, for arrays and single objects alike: `faq.ro.json` and
// `faq.en.json` are one collection (FaqJson); `ro-home.json` is RoHomeJson. The transformer's
// default would name a single-object file after its folder ("DataJson"), which is useless here.
export function jsonTypeName({ node }: { node: { name: string } }): string {
  const base = node.name.replace(/\.(ro|en)$/, "");
  const camel = base.replace(/[-_.\s]+(\w)/g, (_, c: string) => c.toUpperCase());
  return `${camel.charAt(0).toUpperCase()}${camel.slice(1)}Json`;
}
