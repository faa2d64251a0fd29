import { internationalIndianMobile, smsTemplateSetting, type SmsKind } from "@investar/core";

export interface Msg91Settings {
  url: string;
  authKey: string;
  templates: Record<SmsKind, string | null>;
}

interface QueuedSms {
  to: string;
  kind: string | null;
  variables: Record<string, string> | null;
}

/**
 * One SMS through MSG91's Flow API (docs/business-rules.md#sms-templates, ADR 0034): the kind's DLT template id and the number as
 * 91XXXXXXXXXX with the template's variables beside it; MSG91 fills the registered text, so ours is never sent.
 * Throws (the outbox retries) on anything but an answer MSG91 calls a success.
 */
export async function sendMsg91Flow(settings: Msg91Settings, sms: QueuedSms, timeoutMs: number): Promise<void> {
  const kind = sms.kind as SmsKind | null;
  const templateId = kind ? settings.templates[kind] : null;
  if (!kind || !templateId)
    throw new Error(`No MSG91 template for SMS kind ${kind ?? "(none)"}: set ${kind ? smsTemplateSetting(kind) : "its template"}.`);
  const response = await fetch(`${settings.url}/api/v5/flow`, {
    method: "POST",
    headers: { "content-type": "application/json", accept: "application/json", authkey: settings.authKey },
    body: JSON.stringify({ template_id: templateId, recipients: [{ mobiles: internationalIndianMobile(sms.to), ...sms.variables }] }),
    signal: AbortSignal.timeout(timeoutMs),
  });
  const answer = (await response.json().catch(() => null)) as { type?: string; message?: string } | null;
  if (!response.ok || answer?.type === "error") throw new Error(`MSG91 answered ${response.status}: ${answer?.message ?? "no message"}`);
}
