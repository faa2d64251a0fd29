import { asc, eq } from "drizzle-orm";
import { ZipFile } from "yazl";
import { schema } from "@investar/db";
import type { AppDeps } from "../../../deps.ts";
import { newOneTimeToken } from "../../../auth/one-time-token.ts";
import { enqueueMail } from "../../../integrations/mail/enqueue-mail.ts";
import { renderTaxDocument } from "../../invoices/index.ts";
import { collectMyData } from "./collect-my-data.ts";
import { dataSummaryHtml } from "../../../integrations/privacy/data-summary-html.ts";
import { dataExportReadyMail } from "./data-export-mail.ts";

/** docs/business-rules.md#data-download: a mailed link works for 7 days. */
export const DATA_EXPORT_LINK_TTL_MS = 7 * 24 * 60 * 60 * 1000;
export const dataExportPagePath = "/my-investar/privacy/download";

/** A document number as a file name: letters, digits and dashes. */
const fileNameOf = (number: string) => `${number.replace(/[^A-Za-z0-9-]+/g, "-")}.pdf`;

async function zipOf(deps: AppDeps, userId: number, preparedAt: Date): Promise<Buffer> {
  const data = await collectMyData(deps.db, userId);
  const documents: { name: string; pdf: Buffer }[] = [];
  for (const invoice of data.invoices)
    documents.push({
      name: `invoices/${fileNameOf(String(invoice.number))}`,
      pdf: await renderTaxDocument(deps.db, { kind: "invoice", id: invoice.id as number }),
    });
  for (const note of data.creditNotes)
    documents.push({
      name: `credit-notes/${fileNameOf(String(note.number))}`,
      pdf: await renderTaxDocument(deps.db, { kind: "creditNote", id: note.id as number }),
    });
  const zip = new ZipFile();
  const mtime = preparedAt;
  zip.addBuffer(
    Buffer.from(
      dataSummaryHtml(
        data,
        preparedAt,
        documents.map((d) => d.name),
      ),
    ),
    "summary.html",
    { mtime },
  );
  zip.addBuffer(Buffer.from(JSON.stringify({ preparedAt, ...data }, null, 2)), "my-data.json", { mtime });
  // PDFs are compressed already: stored as they are.
  for (const { name, pdf } of documents) zip.addBuffer(pdf, name, { mtime, compress: false });
  zip.end();
  const chunks: Buffer[] = [];
  for await (const chunk of zip.outputStream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/**
 * The background half of docs/business-rules.md#data-download: each export asked for is built (ZIP into the file store) and its
 * one-time link mailed, oldest first. A failure marks that export failed (the page offers to ask again) and the run goes on.
 */
export async function buildPendingDataExports(deps: AppDeps, limit = 5): Promise<{ built: number; failed: number }> {
  const e = schema.dataExports;
  const pending = await deps.db.select().from(e).where(eq(e.status, "pending")).orderBy(asc(e.requestedAt)).limit(limit);
  let built = 0;
  let failed = 0;
  for (const request of pending) {
    try {
      const readyAt = deps.now();
      const zip = await zipOf(deps, request.userId, readyAt);
      const fileKey = `privacy-exports/${request.id}.zip`;
      await deps.files.put(fileKey, zip);
      const { token, tokenHash } = newOneTimeToken();
      const expiresAt = new Date(readyAt.getTime() + DATA_EXPORT_LINK_TTL_MS);
      await deps.db.transaction(async (tx) => {
        const [user] = await tx
          .select({ email: schema.users.email, name: schema.users.fullName, language: schema.users.language })
          .from(schema.users)
          .where(eq(schema.users.id, request.userId));
        await tx.update(e).set({ status: "ready", readyAt, fileKey, size: zip.length, tokenHash, expiresAt }).where(eq(e.id, request.id));
        const link = `${deps.config.publicUrl}${dataExportPagePath}?t=${token}`;
        await enqueueMail(tx, dataExportReadyMail(user!, link, expiresAt));
      });
      deps.mail.nudge();
      built += 1;
    } catch (error) {
      await deps.db
        .update(e)
        .set({ status: "failed", error: (error as Error).message.slice(0, 500) })
        .where(eq(e.id, request.id));
      failed += 1;
    }
  }
  return { built, failed };
}
