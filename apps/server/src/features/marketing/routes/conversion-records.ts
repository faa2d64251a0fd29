import { z } from "zod";
import { access } from "../../../auth/access.ts";
import type { RouteModule } from "../../../http/app-types.ts";
import { saveConversions } from "../services/save-conversions.ts";
import { idParam } from "@investar/contract/parts/id-param";

export const MAX_RECORDS = 50;
/** The whole body: fifty ordinary records fit several times over, fifty records of 30 long values do not. */
export const MAX_CONVERSION_BODY_BYTES = 32_768;
const MAX_FIELDS = 30;

/** A conversion record as the ad platforms describe one: flat named values (action, time, value, click id…). */
const conversionRecord = z
  .record(
    z.string().min(1).max(64, "Field names can have at most 64 characters."),
    z.union([z.string().max(500, "Values can have at most 500 characters."), z.number(), z.boolean(), z.null()]),
    {
      error: "Each conversion record must be an object of names and plain values.",
    },
  )
  .refine((record) => Object.keys(record).length <= MAX_FIELDS, `A conversion record can have at most ${MAX_FIELDS} fields.`);

const records = z
  .array(conversionRecord, { error: "Send a list of conversion records." })
  .max(MAX_RECORDS, `Send at most ${MAX_RECORDS} conversion records at a time.`);

/** SaveConversion and SaveConversionFb differ only in path and channel; this builds either. */
export function conversionRoute(url: string, channel: "google" | "facebook", summary: string): RouteModule {
  return (app, deps) => {
    app.post(
      url,
      {
        config: { access: access.self("query") },
        bodyLimit: MAX_CONVERSION_BODY_BYTES,
        schema: {
          tags: ["auth"],
          summary,
          security: [{ bearer: [] }],
          querystring: z.object({ userId: idParam("userId") }),
          body: records,
          response: { 200: z.object({ saved: z.number().int() }) },
        },
      },
      async (request) => {
        return saveConversions(deps, request.query.userId, channel, request.body);
      },
    );
  };
}
