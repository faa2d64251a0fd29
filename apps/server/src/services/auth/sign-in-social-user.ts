import { eq } from "drizzle-orm";
import { schema } from "@investar/db";
import type { AppDeps } from "../../deps.ts";
import { createSession, type IssuedSession } from "./create-session.ts";

/**
 * A Google or Facebook login for a known address. The provider has just proved the user owns the address,
 * so an account still waiting for its activation mail counts as verified from now on.
 */
export async function signInSocialUser(deps: AppDeps, user: typeof schema.users.$inferSelect): Promise<IssuedSession> {
  return deps.db.transaction(async (tx) => {
    const verified = user.isEmailVerified
      ? user
      : (await tx.update(schema.users).set({ isEmailVerified: true }).where(eq(schema.users.id, user.id)).returning())[0]!;
    return createSession(deps, tx, verified);
  });
}
