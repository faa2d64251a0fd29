import { and, eq, sql } from "drizzle-orm";
import {
  FREE_TRIAL_DAYS,
  messages,
  normalizeMobile,
  validateEmail,
  validateMobile,
  validateName,
  type Acquisition,
  type RegSrc,
  type RegistrationResult,
} from "@investar/core";
import type { Language } from "@investar/core/i18n/languages";
import { subscriptionFlagsForKinds } from "@investar/core/privacy-consent";
import { isUniqueViolation, schema } from "@investar/db";
import type { AppDeps } from "../../../deps.ts";
import { throwIfInvalid } from "../../../errors.ts";
import { findUserByEmail } from "./find-user-by-email.ts";
import { issueActivationLink } from "./issue-activation-link.ts";
import { recordLinkReferral } from "../../referrals/index.ts";
import {
  assertAdult,
  marketingKindsOf,
  recordConsents,
  signUpConsents,
  signUpConsentSource,
  type SignUpConsentInput,
} from "../../privacy-consent/index.ts";

export interface RegistrationInput extends SignUpConsentInput {
  FullName: string;
  Email: string;
  MobileNo: string;
  City?: string;
  RegSrc: RegSrc;
  /** The `ref` of a member's referral link (docs/business-rules.md#referral-link); one that does not check out is ignored. */
  ReferrerCode?: string;
}

/** What the registration variants of docs/business-rules.md#registration-variants add to the account. */
export interface RegistrationExtras {
  ip?: string;
  utmSource?: string;
  /** The landing visit's ad parameters (docs/business-rules.md#acquisition), from the first-touch cookie. */
  acquisition?: Acquisition;
  landingFlags?: Record<string, boolean>;
  /** The landing page (core LandingPage value) of a registerForLpage sign-up. */
  landingPage?: number;
  brokerSource?: string;
  isBrokerOpenUser?: boolean;
  /** Google sign-up: the provider already proved the address. */
  emailAlreadyVerified?: boolean;
  /** Webinar sign-ups get an account without using up the software trial. */
  startTrial?: boolean;
  /** Facebook sign-ups arrive without a mobile number; the profile asks for it later. */
  mobileUnknown?: boolean;
  /** A path on this site the activation link leads back to (docs/business-rules.md#sign-up-prefill). */
  returnUrl?: string | null;
  /** A buyer's sign-up at the checkout chose a password there (docs/business-rules.md#sign-up-to-pay). */
  passwordHash?: string;
  /** docs/business-rules.md#sign-up-to-pay: no activation mail now; the receipt carries the verification link. */
  deferActivation?: boolean;
  /** The language of the page the visitor signed up on (http/page-language.ts requestLanguage): their mails are written in it. */
  language?: Language;
}

export interface RegistrationOutcome extends RegistrationResult {
  userId?: number;
}

/**
 * docs/business-rules.md#registration-result: a new email starts the 7-day trial and gets an activation mail; an existing email changes
 * nothing and says whether its trial was already taken.
 */
export async function registerUser(deps: AppDeps, input: RegistrationInput, extras: RegistrationExtras = {}): Promise<RegistrationOutcome> {
  const problems = {
    Email: validateEmail(input.Email, deps.config.vendorEmailDomain),
    FullName: validateName(input.FullName),
    MobileNo: extras.mobileUnknown && !input.MobileNo.trim() ? null : validateMobile(input.MobileNo),
  };
  throwIfInvalid(problems);

  const email = input.Email.trim();
  const existing = await findUserByEmail(deps.db, email);
  if (existing) return existingAccount(deps, existing.trialEndsAt !== null);
  // docs/business-rules.md#privacy-notice: only a new account needs the declaration; an existing one is answered as before.
  assertAdult(input);
  const kinds = marketingKindsOf(input);
  const consentSource = signUpConsentSource(input.RegSrc, { ...extras, checkout: extras.deferActivation });

  const now = deps.now();
  try {
    const userId = await deps.db.transaction(async (tx) => {
      const [user] = await tx
        .insert(schema.users)
        .values({
          email,
          fullName: input.FullName.trim().replace(/\s+/g, " "),
          mobileNo: normalizeMobile(input.MobileNo),
          city: input.City?.trim() ?? "",
          regSrc: input.RegSrc,
          subscriptionFlags: subscriptionFlagsForKinds(kinds),
          trialEndsAt: extras.startTrial === false ? null : new Date(now.getTime() + FREE_TRIAL_DAYS * 24 * 60 * 60 * 1000),
          isEmailVerified: extras.emailAlreadyVerified ?? false,
          passwordHash: extras.passwordHash ?? null,
          registrationIp: extras.ip ?? null,
          utmSource: extras.utmSource ?? extras.acquisition?.utm_source ?? null,
          acquisition: extras.acquisition ?? null,
          landingFlags: extras.landingFlags ?? null,
          landingPage: extras.landingPage ?? null,
          brokerSource: extras.brokerSource ?? null,
          isBrokerOpenUser: extras.isBrokerOpenUser ?? false,
          language: extras.language ?? "en",
        })
        .returning({ id: schema.users.id, email: schema.users.email, name: schema.users.fullName, language: schema.users.language });
      await recordConsents(tx, user!.id, signUpConsents(kinds), consentSource, now);
      const invited = await tx
        .update(schema.referrals)
        .set({ status: "Registered", referredUserId: user!.id, updatedAt: now })
        .where(and(eq(sql`lower(${schema.referrals.email})`, email.toLowerCase()), eq(schema.referrals.status, "Invited")))
        .returning({ id: schema.referrals.id });
      // An invitation by email came first and keeps its inviter; otherwise the link's owner referred this sign-up.
      if (invited.length === 0 && input.ReferrerCode) await recordLinkReferral(deps, tx, input.ReferrerCode, user!.id, email, now);
      if (!extras.deferActivation) await issueActivationLink(deps, tx, user!, extras.returnUrl ?? null);
      return user!.id;
    });
    deps.mail.nudge();
    return {
      category: "FreshRegistration",
      message:
        extras.startTrial === false
          ? `Your account is created. We have sent an activation link to ${email}.`
          : `Your 7-day free trial has started. We have sent an activation link to ${email}.`,
      userId,
    };
  } catch (error) {
    // Two sign-ups with one address at the same moment: the unique index lets one through.
    if (isUniqueViolation(error)) return existingAccount(deps, true);
    throw error;
  }
}

function existingAccount(deps: AppDeps, trialTaken: boolean): RegistrationOutcome {
  return trialTaken
    ? {
        category: "EmailExistTrialTaken",
        message: `${messages.emailRegistered(deps.config.vendorEmailDomain)}. Please log in; the free trial has already been used with this email.`,
      }
    : {
        category: "EmailExistTrialNotTaken",
        message: `${messages.emailRegistered(deps.config.vendorEmailDomain)}. Please log in to start your free trial.`,
      };
}
