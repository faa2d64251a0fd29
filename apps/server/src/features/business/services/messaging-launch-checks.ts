import type { LaunchItem } from "@investar/core";
import type { AppDeps } from "../../../deps.ts";
import { lastStaffMailDelivered } from "../../messaging/index.ts";
import { smsTemplatesStatus } from "../../messaging/index.ts";

/** docs/business-rules.md#sms-templates: Indian operators deliver commercial SMS only under a DLT-registered template. */
export async function smsTemplatesCheck(deps: AppDeps): Promise<LaunchItem> {
  const status = smsTemplatesStatus(deps);
  const missing = status.kinds.filter((kind) => !kind.optional && kind.templateId === null).map((kind) => kind.setting);
  const optionalUnset = status.kinds.filter((kind) => kind.optional && kind.templateId === null).map((kind) => kind.setting);
  const optionalNote = optionalUnset.length > 0 ? ` Optional, not set (those texts go by mail only): ${optionalUnset.join(", ")}.` : "";
  return {
    id: "sms-templates",
    label: "SMS through MSG91 with a DLT template for every kind of message",
    done: status.complete,
    detail:
      status.provider !== "msg91"
        ? "SMS_PROVIDER is not msg91: verification codes would not reach Indian numbers. Set SMS_PROVIDER=msg91, MSG91_AUTH_KEY and a template id for each kind."
        : status.complete
          ? `Templates set: ${status.kinds
              .filter((kind) => kind.templateId !== null)
              .map((kind) => `${kind.kind} ${kind.templateId}`)
              .join(", ")}.${optionalNote}`
          : `Missing: ${missing.join(", ")}.`,
    link: "/admin/business#launch",
  };
}

/** Proof that the site's mail leaves it: a mail the SMTP server accepted for a staff address (a test newsletter will do). */
export async function staffMailCheck(deps: AppDeps): Promise<LaunchItem> {
  const last = await lastStaffMailDelivered(deps);
  return {
    id: "staff-mail",
    label: "Mail delivered to a staff address",
    done: last !== null,
    detail: last
      ? `Last delivered to ${last.to} on ${last.sentAt.toISOString().slice(0, 10)}.`
      : "No mail delivered to a staff address yet: send yourself a test from /admin/newsletters.",
    link: "/admin/newsletters",
  };
}
