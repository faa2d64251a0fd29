import { messages, validateEmail, validateMobile, validateName } from "@investar/core";
import { privacyConsentMessages } from "@investar/core/privacy-consent";
import type { AppDeps } from "../../../deps.ts";
import { AppError, throwIfInvalid } from "../../../errors.ts";
import { registerUser, type RegistrationExtras, type RegistrationInput } from "./register-user.ts";

/** The code and words of a checkout sign-up with an address that has an account: the page offers to log in, keeping the basket. */
export const EMAIL_REGISTERED = "EmailRegistered";

export function emailRegistered(deps: AppDeps): AppError {
  return new AppError(
    EMAIL_REGISTERED,
    `${messages.emailRegistered(deps.config.vendorEmailDomain)}. Log in to pay: your selection is kept.`,
    {
      status: 409,
    },
  );
}

/** The registration's own checks of name, email and mobile, answered before anything else is done (a 400 by field). */
export function checkBuyerDetails(
  deps: AppDeps,
  input: Pick<RegistrationInput, "FullName" | "Email" | "MobileNo" | "AgeConfirmed">,
  more = {},
): void {
  throwIfInvalid({
    Email: validateEmail(input.Email, deps.config.vendorEmailDomain),
    FullName: validateName(input.FullName),
    MobileNo: validateMobile(input.MobileNo),
    ...more,
    AgeConfirmed: input.AgeConfirmed === true ? null : privacyConsentMessages.ageRequired,
  });
}

/**
 * docs/business-rules.md#sign-up-to-pay: the account a visitor creates at the checkout, through the registration every sign-up
 * uses (referral invitations, acquisition, consent), but without the free trial (they are buying) and without the activation
 * mail (the receipt carries the verification link). An address that has an account is refused, never signed in.
 */
export async function registerBuyer(
  deps: AppDeps,
  input: Omit<RegistrationInput, "RegSrc"> & { RegSrc?: RegistrationInput["RegSrc"] },
  extras: RegistrationExtras,
): Promise<number> {
  const outcome = await registerUser(deps, { RegSrc: "Normal", ...input }, { ...extras, startTrial: false, deferActivation: true });
  if (outcome.category !== "FreshRegistration" || !outcome.userId) throw emailRegistered(deps);
  return outcome.userId;
}
