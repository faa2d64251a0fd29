import { SETUP_CHANNELS, type SetupChannel } from "@investar/core";
import type { PublishedSetup } from "@investar/contract/pages/releases";
import type { AppDeps } from "../../../deps.ts";
import { newestSetupBuild } from "./find-setup-file.ts";

/** The download page: what each channel's download button serves, so visitors can check the file they get. */
export async function getPublishedSetups(deps: Pick<AppDeps, "db">): Promise<Record<SetupChannel, PublishedSetup | null>> {
  const view = async (channel: SetupChannel): Promise<PublishedSetup | null> => {
    const build = await newestSetupBuild(deps, channel);
    if (!build) return null;
    const { version, fileName, size, sha256, uploadedAt } = build;
    return { version, fileName, size, sha256, uploadedAt: uploadedAt.toISOString() };
  };
  const [Beta, Prod] = await Promise.all(SETUP_CHANNELS.map(view));
  return { Beta: Beta ?? null, Prod: Prod ?? null };
}
