import { and, eq, inArray, sql } from "drizzle-orm";
import { businessProfileInput, type LaunchChecklist, type LaunchItem } from "@investar/core";
import { schema } from "@investar/db";
import { manualLaunchSteps } from "@investar/contract/business/confirm-launch-step";
import type { AppDeps } from "../../../deps.ts";
import { readStoredBusinessProfile } from "./read-business-profile.ts";
import { smsTemplatesCheck, staffMailCheck } from "./messaging-launch-checks.ts";

/** Each check reads what it needs itself; a new launch condition is one more entry in `launchChecks`. */
export type LaunchCheck = (deps: AppDeps) => Promise<LaunchItem>;

/** Steps staff confirm by hand (launch_steps rows): the contract of the API that confirms them names them. */
export { manualLaunchSteps };
export type ManualLaunchStep = (typeof manualLaunchSteps)[number];

async function stepDoneAt(deps: AppDeps, step: ManualLaunchStep): Promise<Date | null> {
  const [row] = await deps.db.select().from(schema.launchSteps).where(eq(schema.launchSteps.step, step)).limit(1);
  return row?.doneAt ?? null;
}

const businessProfileCheck: LaunchCheck = async (deps) => {
  const stored = await readStoredBusinessProfile(deps.db);
  const parsed = businessProfileInput.safeParse(stored.profile);
  const fields = parsed.success ? [] : [...new Set(parsed.error.issues.map((issue) => String(issue.path[0] ?? "profile")))];
  return {
    id: "business-profile",
    label: "Business details (legal name, address, GSTIN, invoice numbering, support contacts)",
    done: parsed.success,
    detail: parsed.success
      ? `Saved (version ${stored.version}).`
      : stored.profile
        ? `Incomplete: ${fields.join(", ")}.`
        : "Not entered yet: payments stay closed until it is.",
    link: "/admin/business",
  };
};

const payeeCheck: LaunchCheck = async (deps) => {
  const stored = await readStoredBusinessProfile(deps.db);
  const payee = businessProfileInput.shape.payee.safeParse((stored.profile as { payee?: unknown } | null)?.payee);
  return {
    id: "payee",
    label: "Payee bank account and UPI ID for manual payments",
    done: payee.success,
    detail: payee.success
      ? `${payee.data.bankName}, account ending ${payee.data.accountNumber.slice(-4)}, UPI ${payee.data.upiVpa}.`
      : "Not entered yet.",
    link: "/admin/business#payee",
  };
};

const catalogueReviewedCheck: LaunchCheck = async (deps) => {
  const doneAt = await stepDoneAt(deps, "catalogue-reviewed");
  return {
    id: "catalogue-reviewed",
    label: "Catalogue reviewed (plans, prices, coupons: the first start installs a sample catalogue)",
    done: doneAt !== null,
    detail: doneAt
      ? `Confirmed on ${doneAt.toISOString().slice(0, 10)}.`
      : "Not reviewed: check the prices on /admin/catalogue, then confirm it in the checklist on /admin/business.",
    link: "/admin/catalogue",
  };
};

const testPaymentCheck: LaunchCheck = async (deps) => {
  const [row] = await deps.db
    .select({ n: sql<number>`count(*)::int` })
    .from(schema.orders)
    .where(and(eq(schema.orders.gateway, "CCAvenue"), inArray(schema.orders.status, ["paid", "refunded", "partially-refunded"])));
  const paid = row?.n ?? 0;
  const simulator = deps.config.paymentGateway.kind === "simulator";
  return {
    id: "test-payment",
    label: "A test payment through the card gateway",
    done: paid > 0 && !simulator,
    detail: simulator
      ? "The payment simulator is in use: set PAYMENT_GATEWAY=ccavenue, then pay (and refund) a small order."
      : paid > 0
        ? `${paid} card payment(s) received.`
        : "No card payment received yet: pay (and refund) a small order.",
    link: "/CustomizeSubscription",
  };
};

/** In the order shown. */
export const launchChecks: LaunchCheck[] = [
  businessProfileCheck,
  payeeCheck,
  catalogueReviewedCheck,
  smsTemplatesCheck,
  staffMailCheck,
  testPaymentCheck,
];

export async function getLaunchChecklist(deps: AppDeps): Promise<LaunchChecklist> {
  const items = await Promise.all(launchChecks.map((check) => check(deps)));
  return { items, ready: items.every((item) => item.done) };
}
