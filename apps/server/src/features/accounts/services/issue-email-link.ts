import { schema, type Executor } from "@investar/db";
import type { AppDeps } from "../../../deps.ts";
import { newOneTimeToken } from "../../../auth/one-time-token.ts";
import type { TokenPurpose } from "./redeem-auth-token.ts";

export interface EmailLink {
  userId: number;
  purpose: TokenPurpose;
  /** The address the link goes to and vouches for; null when redeeming it must not touch the address. */
  email: string | null;
  ttlMs: number;
  /** The site page the link opens, e.g. "/confirm-email". */
  path: string;
  /** Where the page sends the customer afterwards: a path on this site, checked by the route (return-url-param.ts). */
  returnUrl?: string | null;
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
  const back = link.returnUrl ? `&returnUrl=${encodeURIComponent(link.returnUrl)}` : "";
  return `${deps.config.publicUrl}${link.path}?id=${token}${back}`;
}
