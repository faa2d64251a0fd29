import { SMS_KINDS, smsTemplateSetting, type SmsKind } from "@investar/core";
import type { AppDeps } from "../../../deps.ts";

export interface SmsTemplatesStatus {
  provider: "none" | "http" | "msg91";
  /** Per kind of SMS: the setting that names its DLT template and whether it is set (always false without MSG91). */
  kinds: { kind: SmsKind; setting: string; templateId: string | null }[];
  /** Every kind can be sent under a registered template. */
  complete: boolean;
}

/** For the launch checklist (docs/business-rules.md#sms-templates): which kinds of SMS have a DLT template id configured. */
export function smsTemplatesStatus(deps: Pick<AppDeps, "config">): SmsTemplatesStatus {
  const sms = deps.config.sms;
  const kinds = SMS_KINDS.map((kind) => ({
    kind,
    setting: smsTemplateSetting(kind),
    templateId: sms.kind === "msg91" ? sms.templates[kind] : null,
  }));
  return { provider: sms.kind, kinds, complete: sms.kind === "msg91" && kinds.every((k) => k.templateId !== null) };
}
