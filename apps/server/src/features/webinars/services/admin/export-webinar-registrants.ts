import { Readable } from "node:stream";
import { stringify } from "csv-stringify";
import { formatMoney, inertCsvCell as inert } from "@investar/core";
import type { AppDeps } from "../../../../deps.ts";
import { writeAudit } from "../../../audit/index.ts";
import { eachWebinarRegistrant } from "./list-webinar-registrants.ts";
import { findEditableWebinar } from "./webinar-upload.ts";

/**
 * education/ExportWebinarRegistrants (admin): the registrants as CSV, streamed as the rows are read.
 * The export itself is audit-logged (it hands out personal data).
 */
export async function exportWebinarRegistrants(
  deps: AppDeps,
  actorId: number,
  webinarId: number,
): Promise<{ title: string; csv: Readable }> {
  const webinar = await findEditableWebinar(deps, webinarId);
  await writeAudit(deps.db, {
    actorId,
    action: "webinar-registrants-export",
    subject: `webinar:${webinarId}`,
    details: {},
    at: deps.now(),
  });
  const rows = Readable.from(
    (async function* () {
      for await (const registrant of eachWebinarRegistrant(deps, webinarId)) {
        yield [
          registrant.userId,
          inert(registrant.name),
          inert(registrant.email),
          inert(registrant.mobileNo),
          registrant.source,
          registrant.registeredAt,
          registrant.amountPaid !== null && registrant.currency ? formatMoney(registrant.amountPaid, registrant.currency) : "",
          registrant.refundedAt ?? "",
        ];
      }
    })(),
  );
  const csv = rows.pipe(
    stringify({ header: true, columns: ["User id", "Name", "Email", "Mobile", "Seat", "Registered at", "Paid", "Refunded at"], bom: true }),
  );
  return { title: webinar.title, csv };
}
