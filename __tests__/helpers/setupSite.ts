// Jest globalSetup of the `site` project: public/ must be a fresh build of the sources.
import { ensureBuild } from "../../scripts/ensureBuild";

export default async function setupSite(): Promise<void> {
  ensureBuild();
}
