import type { Executor } from "@investar/db";
import type { AppDeps } from "../../../deps.ts";
import type { GrievanceOfficer } from "../../../integrations/mail/privacy-request-mails.ts";
import { businessProfileInEffect } from "../../business/index.ts";

/** The grievance officer the business profile names (ADR 0033); null while a deployed site has no complete profile. */
export async function grievanceOfficer(deps: Pick<AppDeps, "config" | "db">, db: Executor = deps.db): Promise<GrievanceOfficer | null> {
  return (await businessProfileInEffect(deps, db))?.grievanceOfficer ?? null;
}

/** Where a customer sees their requests: every privacy mail links to it. */
export const requestsUrl = (deps: Pick<AppDeps, "config">) => `${deps.config.publicUrl}/my-investar/privacy/requests`;
