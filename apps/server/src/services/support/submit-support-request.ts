import { validateEmail } from "@investar/core";
import { schema } from "@investar/db";
import type { AppDeps } from "../../deps.ts";
import { badRequest } from "../../errors.ts";
import { parseOrThrow } from "../../errors.ts";
import { enqueueMail } from "../../integrations/mail/enqueue-mail.ts";
import { supportDeskMail } from "../../integrations/mail/support-mails.ts";
import { ATTACHMENT_KINDS, detectFileType } from "../../integrations/storage/file-types.ts";
import { removeUpload, storeUpload, type UploadedFile } from "../../integrations/storage/upload-store.ts";
import { supportAddress } from "./support-desk.ts";
import { reportFields, supportRequestForms, type SupportRequestKind } from "./support-request-forms.ts";

export const MAX_ATTACHMENTS = 3;
export const ATTACHMENT_MAX_BYTES = 5 * 1024 * 1024;
export const ATTACHMENT_TOO_LARGE = "Each attachment can be at most 5 MB.";
export const REPORT_MISSING = "The form's report field is missing or is not JSON.";
export const attachmentWrongType = (fileName: string) =>
  `${fileName || "An attachment"} can not be attached: attach images (PNG, JPEG, WebP, GIF), PDF files or .txt/.log files.`;

interface SupportRequestInput {
  email: string;
  /** The multipart `report` field: JSON text, or already parsed when the part said application/json. */
  report: unknown;
  files: UploadedFile[];
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
 * POST user/SendReportProblem and user/SendBrokerRequest: the report and up to three attachments (each
 * checked by its bytes, stored under a server-made name) are kept in supportMessages, and the support desk
 * is mailed through the outbox in the same transaction.
 */
export async function submitSupportRequest(
  deps: AppDeps,
  kind: SupportRequestKind,
  input: SupportRequestInput,
  userId: number | null,
): Promise<{ id: number; message: string }> {
  const email = input.email.trim();
  const emailProblem = validateEmail(email, deps.config.vendorEmailDomain);
  if (emailProblem) throw badRequest(emailProblem, { email: [emailProblem] });
  const form = supportRequestForms[kind];
  const raw = parseReport(input.report);
  if (raw === null || typeof raw !== "object" || Array.isArray(raw)) throw badRequest(REPORT_MISSING, { report: [REPORT_MISSING] });
  const report = parseOrThrow(form.schema, raw) as Record<string, string | undefined>;
  if (input.files.length > MAX_ATTACHMENTS) throw badRequest(`Attach at most ${MAX_ATTACHMENTS} files.`);

  const typed = input.files.map((file) => {
    if (file.data.length > ATTACHMENT_MAX_BYTES) throw badRequest(ATTACHMENT_TOO_LARGE);
    const type = detectFileType(file.data, file.fileName, ATTACHMENT_KINDS);
    if (!type) throw badRequest(attachmentWrongType(file.fileName), { files: [attachmentWrongType(file.fileName)] });
    return { file, type };
  });

  const stored: string[] = [];
  try {
    for (const { file, type } of typed) stored.push(await storeUpload(deps.files, "support", file.data, type.extension));
    const id = await deps.db.transaction(async (tx) => {
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
      await enqueueMail(
        tx,
        supportDeskMail({
          to: supportAddress(deps),
          title: form.title,
          id: row!.id,
          from: email,
          fields: [["User id", userId ?? undefined], ...reportFields(report)],
          attachments: stored,
        }),
      );
      return row!.id;
    });
    deps.mail.nudge();
    return { id, message: `Thank you. Our support team will reply to ${email}.` };
  } catch (error) {
    await Promise.all(stored.map((name) => removeUpload(deps.files, "support", name)));
    throw error;
  }
}
