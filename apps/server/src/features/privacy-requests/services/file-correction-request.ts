import { correctionRequestInput, correctionSubjectLabels, type CorrectionRequestInput } from "@investar/core";
import type { AppDeps } from "../../../deps.ts";
import { parseOrThrow } from "../../../errors.ts";
import { fileCustomerRequest } from "./file-customer-request.ts";
import type { RecordedPrivacyRequest } from "./record-privacy-request.ts";

/**
 * A correction the customer cannot make alone (ADR 0051): what an issued invoice says is fixed by GST law, so staff
 * correct it with a credit note and a new invoice; the request records what is wrong and what it should say.
 */
export async function fileCorrectionRequest(deps: AppDeps, userId: number, input: CorrectionRequestInput): Promise<RecordedPrivacyRequest> {
  const correction = parseOrThrow(correctionRequestInput, input);
  const subject = correctionSubjectLabels[correction.subject];
  return fileCustomerRequest(deps, userId, {
    kind: "correction",
    summary: `${subject}${correction.document ? ` (${correction.document})` : ""} should say "${correction.correctValue}"`.slice(0, 400),
    details: correction,
  });
}
