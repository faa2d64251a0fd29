import { eq } from "drizzle-orm";
import { schema } from "@investar/db";
import type { AppDeps } from "../../../deps.ts";
import { signInOrChallenge, type SignIn } from "../../two-factor/index.ts";

/**
 * A Google or Facebook login for a known address. The provider has just proved the user owns the address,
 * so an account still waiting for its activation mail counts as verified from now on. The provider is a
 * first factor only: an account with an authenticator still gets the code step.
 */
export async function signInSocialUser(
  deps: AppDeps,
  user: typeof schema.users.$inferSelect,
  provider: "google" | "facebook",
): Promise<SignIn> {
  return deps.db.transaction(async (tx) => {
    const verified = user.isEmailVerified
      ? user
      : (await tx.update(schema.users).set({ isEmailVerified: true }).where(eq(schema.users.id, user.id)).returning())[0]!;
    return signInOrChallenge(deps, tx, verified, provider);
  });
}
