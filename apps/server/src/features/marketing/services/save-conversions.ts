import { schema } from "@investar/db";
import type { AppDeps } from "../../../deps.ts";

export type ConversionRecord = Record<string, string | number | boolean | null>;

/** SaveConversion (ad-search channel) and SaveConversionFb (social channel): one row per conversion record. */
export async function saveConversions(
  deps: AppDeps,
  userId: number,
  channel: "google" | "facebook",
  records: ConversionRecord[],
): Promise<{ saved: number }> {
  if (records.length === 0) return { saved: 0 };
  const at = deps.now();
  await deps.db.insert(schema.conversionLogs).values(records.map((payload) => ({ userId, channel, payload, at })));
  return { saved: records.length };
}
