import { eq } from "drizzle-orm";
import { schema } from "@investar/db";
import type { AppDeps } from "../../../deps.ts";
import { notFound } from "../../../errors.ts";
import { maskEmail, maskMobile } from "./mask-contact.ts";

export interface IntradayActivationDetails {
  isActivated: boolean;
  activatedAt: string | null;
  /** Where a code can go, masked: the only places GetIntradayActivationCode sends to. */
  email: string;
  mobile: string | null;
}

export async function getIntradayActivationDetails(deps: AppDeps, userId: number): Promise<IntradayActivationDetails> {
  const u = schema.users;
  const [user] = await deps.db
    .select({ email: u.email, mobileNo: u.mobileNo, activatedAt: u.intradayActivatedAt })
    .from(u)
    .where(eq(u.id, userId));
  if (!user) throw notFound("No such user.");
  return {
    isActivated: user.activatedAt !== null,
    activatedAt: user.activatedAt?.toISOString() ?? null,
    email: maskEmail(user.email),
    mobile: user.mobileNo ? maskMobile(user.mobileNo) : null,
  };
}
