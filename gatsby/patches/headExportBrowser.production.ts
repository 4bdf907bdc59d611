// Stands in for Gatsby's `Head` export handler in the browser bundle of `gatsby build`: no
// template of the site exports `Head` (see headExportBrowser.ts). It uses no hook, as the page
// renderer calls it on every render.
export function headHandlerForBrowser(): void {}
