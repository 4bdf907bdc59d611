// setupFilesAfterEnv of the `site` and `e2e` projects. Jest 30 reads `testTimeout` only from the
// global config, never per project, so the long timeout of the slow suites is set here.
jest.setTimeout(180_000);
