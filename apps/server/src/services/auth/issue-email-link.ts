import { schema, type Executor } from "@investar/db";
import type { AppDeps } from "../../deps.ts";
import { newOneTimeToken } from "../../auth/one-time-token.ts";
import type { TokenPurpose } from "./redeem-auth-token.ts";

export interface EmailLink {
  userId: number;
  purpose: TokenPurpose;
  /** The address the link goes to and vouches for; null when redeeming it must not touch the address. */
  email: string | null;
  ttlMs: number;
  /** The site page the link opens, e.g. "/confirm-email". */
  path: string;
}

/** Stores a fresh single-use token (its SHA-256 only, ADR 0002) and answers the absolute link carrying it. */
export async function issueEmailLink(deps: AppDeps, tx: Executor, link: EmailLink): Promise<string> {
  const { token, tokenHash } = newOneTimeToken();
  await tx.insert(schema.authTokens).values({
    tokenHash,
    userId: link.userId,
    purpose: link.purpose,
    email: link.email,
    expiresAt: new Date(deps.now().getTime() + link.ttlMs),
  });
  return `${deps.config.publicUrl}${link.path}?id=${token}`;
}
