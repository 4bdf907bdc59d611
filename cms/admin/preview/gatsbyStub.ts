// What the previews' bundle gets for "gatsby": the site's modules import it for queries the editor
// has no data layer for (src/i18n/LangContext.tsx pulls in useChrome). The components the previews
// draw never call these; if one ever does, it says so instead of drawing wrong data.
export function graphql(): never {
  throw new Error("graphql is not available in the editor's preview");
}

export function useStaticQuery(): never {
  throw new Error("useStaticQuery is not available in the editor's preview");
}
