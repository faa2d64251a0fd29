import type { Executor } from "@investar/db";
import type { AppDeps } from "../../../deps.ts";
import { businessProfileInEffect } from "./read-business-profile.ts";

/**
 * The address mails tell a customer to write to (docs/business-rules.md#business-profile): the business
 * profile's support email, or SUPPORT_EMAIL where a deployed site has no complete profile yet.
 */
export async function supportAddress(deps: Pick<AppDeps, "config" | "db">, db: Executor = deps.db): Promise<string> {
  return (await businessProfileInEffect(deps, db))?.supportEmail ?? deps.config.supportEmail;
}
