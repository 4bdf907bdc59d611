// Stands in for Gatsby's internal Partytown plugin in the browser bundle of `gatsby build`: no
// browser API, so Gatsby's plugin runner skips it (see partytownBrowser.ts).
export {};
