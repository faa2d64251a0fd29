import { isOptionalSmsKind, SMS_KINDS, smsTemplateSetting, type SmsKind } from "@investar/core";
import type { AppDeps } from "../../../deps.ts";

export interface SmsTemplatesStatus {
  provider: "none" | "http" | "msg91";
  /** Per kind of SMS: the setting that names its DLT template and whether it is set (always false without MSG91). */
  kinds: { kind: SmsKind; setting: string; templateId: string | null; optional: boolean }[];
  /** Every kind that must be sent can be, under a registered template (an optional kind without one is not sent). */
  complete: boolean;
}

/** For the launch checklist (docs/business-rules.md#sms-templates): which kinds of SMS have a DLT template id configured. */
export function smsTemplatesStatus(deps: Pick<AppDeps, "config">): SmsTemplatesStatus {
  const sms = deps.config.sms;
  const kinds = SMS_KINDS.map((kind) => ({
    kind,
    setting: smsTemplateSetting(kind),
    templateId: sms.kind === "msg91" ? sms.templates[kind] : null,
    optional: isOptionalSmsKind(kind),
  }));
  return { provider: sms.kind, kinds, complete: sms.kind === "msg91" && kinds.every((k) => k.optional || k.templateId !== null) };
}

/**
 * Whether a kind of SMS goes out at all: with MSG91 only under its DLT template (an optional kind without one
 * is left out); a free-text provider sends every kind, and with none the text stays in the dev outbox.
 */
export function sendsSms(config: AppDeps["config"], kind: SmsKind): boolean {
  return config.sms.kind !== "msg91" || config.sms.templates[kind] !== null;
}
