// Names shared by the generated config and the admin page: the editor's file format, and the
// collection of the site's pages (each of its entries is previewed as a page).
export const DATA_FORMAT = "json-data";
export const PAGES_COLLECTION = "pagini";
