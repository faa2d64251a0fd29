import { eq } from "drizzle-orm";
import { indiaToday, isFiveDigitCode, isTenDigitMobile, messages, normalizeMobile, type Catalogue, type IsoDate } from "@investar/core";
import { profileMessages } from "@investar/core/profile";
import { schema } from "@investar/db";
import type { AppDeps } from "../../../deps.ts";
import { badRequest, conflict, notFound } from "../../../errors.ts";
import { throwIfInvalid } from "../../../errors.ts";
import { codeRefusalMessage, consumeVerificationCode } from "../../accounts/index.ts";
import { smsDestination } from "../../messaging/index.ts";
import { loadCatalogue } from "../../catalogue/index.ts";
import { assertMobileTrialAvailable, assertTrialNumberUnused, mobileTrialMessages, MOBILE_TRIAL_DAYS } from "./mobile-trial-eligibility.ts";

export interface MobileTrialRequest {
  userId: number;
  mobileNumber: string;
  verificationCode: string;
  /** True: the code went to a number other than the account's, which becomes the account's number. */
  isMobileNumberDifferent: boolean;
  /** Who asked (the customer, or an admin on their behalf), for the audit log. */
  actorId: number;
}

export interface MobileTrial {
  mobileNumber: string;
  baseProduct: string;
  /** Last India day of the trial (the MobileSubscr ExpiryDate). */
  expiryDate: IsoDate;
  endsAt: string;
}

export const notAccountNumber =
  "This is not the mobile number on your account. Say the number is different to use it and save it to your account.";

/** The trial shows the richest edition sold for the mobile app, so the customer sees everything a purchase could give. */
function trialProduct(catalogue: Catalogue): string {
  const sold = new Set(Object.keys(catalogue.mobile.productWiseAddons));
  const [richest] = catalogue.products.filter((product) => sold.has(product.id) && !product.isFree).sort((a, b) => b.rank - a.rank);
  if (!richest) throw conflict("The mobile app is not on sale at present, so its trial can't start.");
  return richest.id;
}

/**
 * GET payment/ActivateMobileTrial: the SMS code sent by SendVerificationCode (isForMobileTrial) starts a
 * 7-day mobile app trial on the user's MobileSubscr (isMobileFree, not a paid subscription), exactly once.
 * The code is single use with five attempts; a wrong guess is committed before the 400 is thrown.
 */
export async function activateMobileTrial(deps: AppDeps, request: MobileTrialRequest): Promise<MobileTrial> {
  const { userId, isMobileNumberDifferent } = request;
  const mobile = normalizeMobile(request.mobileNumber);
  const code = request.verificationCode.trim();
  throwIfInvalid({
    mobileNumber: isTenDigitMobile(mobile) ? null : messages.mobileInvalid,
    verificationCode: isFiveDigitCode(code) ? null : profileMessages.verificationCodeInvalid,
  });
  const baseProduct = trialProduct(await loadCatalogue(deps));
  const now = deps.now();
  const endsAt = new Date(now.getTime() + MOBILE_TRIAL_DAYS * 86_400_000);
  const expiryDate = indiaToday(endsAt);

  const outcome = await deps.db.transaction(async (tx) => {
    // One activation per user at a time: a parallel second one waits here and then finds the trial taken.
    const [user] = await tx.select({ mobileNo: schema.users.mobileNo }).from(schema.users).where(eq(schema.users.id, userId)).for("update");
    if (!user) throw notFound("No such user.");
    await assertMobileTrialAvailable(tx, userId);
    await assertTrialNumberUnused(tx, smsDestination(mobile));
    if (!isMobileNumberDifferent && user.mobileNo !== mobile) throw badRequest(notAccountNumber, { mobileNumber: [notAccountNumber] });
    const check = await consumeVerificationCode(tx, { userId, purpose: "mobile-trial", code, now, target: mobile });
    if (!check.ok) return check;

    const [trial] = await tx
      .insert(schema.mobileTrials)
      .values({ userId, mobileNumber: mobile, activatedAt: now, endsAt })
      .onConflictDoNothing()
      .returning();
    if (!trial) throw conflict(mobileTrialMessages.alreadyTaken);
    // The number's primary key makes it once per number, even when two accounts race with it.
    const [numberTaken] = await tx
      .insert(schema.mobileTrialNumbers)
      .values({ mobileKey: smsDestination(mobile), userId, activatedAt: now })
      .onConflictDoNothing()
      .returning();
    if (!numberTaken) throw conflict(mobileTrialMessages.numberUsed);
    // Only after the code proved the customer holds this number.
    if (isMobileNumberDifferent) await tx.update(schema.users).set({ mobileNo: mobile }).where(eq(schema.users.id, userId));
    const s = schema.userSubscriptions;
    const subscr = {
      baseProduct,
      addons: [],
      plan: "Month" as const,
      expiryDate,
      isSubscribed: false,
      isMobileFree: true,
      noOfLicenses: 1,
      updatedAt: now,
    };
    await tx
      .insert(s)
      .values({ userId, kind: "mobile", ...subscr })
      .onConflictDoUpdate({ target: [s.userId, s.kind], set: subscr });
    await tx.insert(schema.auditLog).values({
      actorId: request.actorId,
      action: "mobile-trial-activated",
      subject: `user:${userId}`,
      details: { mobileNumber: mobile, numberChanged: isMobileNumberDifferent && user.mobileNo !== mobile, baseProduct, expiryDate },
      at: now,
    });
    return check;
  });
  if (!outcome.ok) throw badRequest(codeRefusalMessage(outcome), { verificationCode: [codeRefusalMessage(outcome)] });
  return { mobileNumber: mobile, baseProduct, expiryDate, endsAt: endsAt.toISOString() };
}
