import type { AppDeps } from "../../../deps.ts";
import { registerOrSignIn, type VariantOutcome } from "../../accounts/index.ts";
import type { RegistrationExtras, RegistrationInput } from "../../accounts/index.ts";
import { grantWebinarSeat, type SeatGrant } from "./grant-webinar-seat.ts";
import { findWebinar, freeSeatSource } from "./register-webinar-for-free.ts";

export interface VisitorWebinarOutcome extends VariantOutcome {
  /** The seat, when the account could be identified: a new account, or an existing one with its right password. */
  webinarRegistration: SeatGrant | null;
}

/**
 * POST auth/registerForFreeWebinar: the account is made as sign-up makes it (RegSrc Webinar, no software
 * trial, the activation mail) and, when a webinar is named, the seat is given. The webinar is checked
 * first, so nobody gets an account for a session they cannot join. An existing address gets the seat only
 * with its right password; otherwise the answer asks them to log in.
 */
export async function registerVisitorForWebinar(
  deps: AppDeps,
  input: RegistrationInput & { Password?: string },
  extras: RegistrationExtras,
  webinarId: number | null,
): Promise<VisitorWebinarOutcome> {
  const webinar = webinarId === null ? null : await findWebinar(deps, webinarId);
  if (webinar) await freeSeatSource(deps, null, webinar);
  const outcome = await registerOrSignIn(deps, { ...input, RegSrc: "Webinar" }, { ...extras, startTrial: false });
  const userId = outcome.result.category === "FreshRegistration" || outcome.session ? outcome.result.userId : undefined;
  if (!webinar || userId === undefined) return { ...outcome, webinarRegistration: null };
  const grant = await deps.db.transaction((tx) => grantWebinarSeat(deps, tx, webinar.id, userId, "free"));
  deps.mail.nudge();
  return { ...outcome, webinarRegistration: grant };
}
