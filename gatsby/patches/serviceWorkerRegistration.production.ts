// Stands in for Gatsby's service-worker registration in the browser bundle of `gatsby build`: the
// site registers none (see serviceWorkerRegistration.ts).
export {};
