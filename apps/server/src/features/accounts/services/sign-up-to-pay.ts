import { eq } from "drizzle-orm";
import { validateNewPassword } from "@investar/core";
import { schema } from "@investar/db";
import type { AppDeps } from "../../../deps.ts";
import { hashPassword } from "../../../auth/passwords.ts";
import type { RegistrationExtras } from "./register-user.ts";
import type { SignUpConsentInput } from "../../privacy-consent/index.ts";
import { checkBuyerDetails, emailRegistered, registerBuyer } from "./register-buyer.ts";
import { createSession, type IssuedSession } from "./create-session.ts";
import { findUserByEmail } from "./find-user-by-email.ts";

export interface PasswordSignUp extends SignUpConsentInput {
  FullName: string;
  Email: string;
  MobileNo: string;
  Password: string;
}

/**
 * docs/business-rules.md#sign-up-to-pay, with email and a new password: the account is created with that password and signed in
 * at once, so the visitor pays in the same sitting; the address is verified through the receipt's link.
 */
export async function signUpToPay(deps: AppDeps, input: PasswordSignUp, extras: RegistrationExtras): Promise<IssuedSession> {
  checkBuyerDetails(deps, input, { Password: validateNewPassword(input.Password) });
  // Refused before the (deliberately slow) hash: an existing address learns nothing more than the sign-up form's own check says.
  if (await findUserByEmail(deps.db, input.Email.trim())) throw emailRegistered(deps);
  const passwordHash = await hashPassword(input.Password);
  const userId = await registerBuyer(deps, input, { ...extras, passwordHash });
  const [user] = await deps.db.select().from(schema.users).where(eq(schema.users.id, userId));
  return createSession(deps, deps.db, user!, false);
}
