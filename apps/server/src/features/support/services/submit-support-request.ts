import { supportFormMessages } from "@investar/core/support-form-messages";
import { validateEmail } from "@investar/core";
import { schema } from "@investar/db";
import type { AppDeps } from "../../../deps.ts";
import { badRequest } from "../../../errors.ts";
import { parseOrThrow } from "../../../errors.ts";
import { ATTACHMENT_KINDS, detectFileType } from "../../../integrations/storage/file-types.ts";
import {
  ATTACHMENT_MAX_BYTES,
  ATTACHMENT_TOO_LARGE,
  attachmentWrongType,
  MAX_ATTACHMENTS,
} from "../../../integrations/storage/support-attachments.ts";
import { removeUpload, storeUpload, uploadKey, type UploadedFile } from "../../../integrations/storage/upload-store.ts";
import { openTicket } from "../../support-desk/index.ts";
import { isCallersVerifiedEmail, queueSupportMails, type SupportCaller } from "./support-desk.ts";
import { ticketBody } from "./ticket-body.ts";
import { reportFields, supportRequestForms, type SupportRequestKind } from "./support-request-forms.ts";

export { ATTACHMENT_MAX_BYTES, ATTACHMENT_TOO_LARGE, MAX_ATTACHMENTS } from "../../../integrations/storage/support-attachments.ts";
export const REPORT_MISSING = "The form's report field is missing or is not JSON.";

interface SupportRequestInput {
  email: string;
  /** The multipart `report` field: JSON text, or already parsed when the part said application/json. */
  report: unknown;
  files: UploadedFile[];
  /** The page's language (requestLanguage): the sender's receipt is written in it. */
  language?: string;
}

function parseReport(value: unknown): unknown {
  if (typeof value !== "string") return value ?? null;
  try {
    return JSON.parse(value);
  } catch {
    throw badRequest(REPORT_MISSING, { report: [REPORT_MISSING] });
  }
}

/**
 * docs/business-rules.md#support-attachment-names: a mailed attachment is named from the type its bytes
 * proved, never from the sender's name (a GIF/HTML polyglot sent as invoice.html opens as a GIF).
 */
const attachmentName = (index: number, extension: string) => `attachment-${index + 1}.${extension}`;

/**
 * POST user/SendReportProblem and user/SendBrokerRequest: the report and up to three attachments (each
 * checked by its bytes, stored and mailed under server-made names) are kept in supportMessages; in the same
 * transaction the support desk is mailed with the attachments and the sender gets a receipt with the
 * reference number (both through the outbox, counted on the shared limiter).
 */
export async function submitSupportRequest(
  deps: AppDeps,
  kind: SupportRequestKind,
  input: SupportRequestInput,
  caller: SupportCaller | null,
): Promise<{ id: number; reference: string; message: string }> {
  const userId = caller?.userId ?? null;
  const email = input.email.trim();
  const emailProblem = validateEmail(email, deps.config.vendorEmailDomain);
  if (emailProblem) throw badRequest(emailProblem, { email: [emailProblem] });
  const form = supportRequestForms[kind];
  const raw = parseReport(input.report);
  if (raw === null || typeof raw !== "object" || Array.isArray(raw)) throw badRequest(REPORT_MISSING, { report: [REPORT_MISSING] });
  const report = parseOrThrow(form.schema, raw) as Record<string, string | undefined>;
  if (input.files.length > MAX_ATTACHMENTS) throw badRequest(supportFormMessages.tooManyFiles(String(MAX_ATTACHMENTS)));

  const typed = input.files.map((file) => {
    if (file.data.length > ATTACHMENT_MAX_BYTES) throw badRequest(ATTACHMENT_TOO_LARGE);
    const type = detectFileType(file.data, file.fileName, ATTACHMENT_KINDS);
    if (!type) throw badRequest(attachmentWrongType(file.fileName), { files: [attachmentWrongType(file.fileName)] });
    return { file, type };
  });

  const stored: string[] = [];
  try {
    for (const { file, type } of typed) stored.push(await storeUpload(deps.files, "support", file.data, type.extension));
    const { id, reference } = await deps.db.transaction(async (tx) => {
      const [row] = await tx
        .insert(schema.supportMessages)
        .values({
          kind,
          userId,
          email,
          // The client's file names are kept only as text for the desk; nothing on disk uses them.
          body: { ...report, attachmentNames: typed.map(({ file }) => file.fileName.slice(0, 200)) },
          attachments: stored,
          at: deps.now(),
        })
        .returning({ id: schema.supportMessages.id });
      const attachments = typed.map(({ type }, i) => ({
        filename: attachmentName(i, type.extension),
        contentType: type.mimeType,
        fileKey: uploadKey("support", stored[i]!)!,
      }));
      const summary = report.subject ?? report.brokerName ?? form.title;
      const fields: [string, string | number | undefined][] = [["User id", userId ?? undefined], ...reportFields(report)];
      const reference = await queueSupportMails(deps, tx, {
        id: row!.id,
        title: form.title,
        email,
        summary,
        emailIsCallersVerified: isCallersVerifiedEmail(caller, email),
        fields,
        attachments,
        attachmentsSentAs: typed.map(({ file }) => file.fileName),
        language: input.language,
      });
      await openTicket(deps, tx, {
        reference,
        kind,
        subject: summary,
        userId,
        email,
        name: report.name ?? null,
        body: ticketBody(fields, report.description ?? report.message),
        authorId: userId,
        supportMessageId: row!.id,
        attachments: typed.map(({ file, type }, i) => ({
          storedName: stored[i]!,
          contentType: type.mimeType,
          sentAs: file.fileName.slice(0, 200),
          bytes: file.data.length,
        })),
      });
      return { id: row!.id, reference };
    });
    deps.mail.nudge();
    return { id, reference, message: `Thank you. Your reference number is ${reference}; our support team will reply to ${email}.` };
  } catch (error) {
    await Promise.all(stored.map((name) => removeUpload(deps.files, "support", name)));
    throw error;
  }
}
