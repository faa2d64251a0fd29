import { z } from "zod";
import { currencySchema } from "@investar/core/pricing/selection-schema";
import { EXPLANATION_KEYS, type ExplanationPart } from "@investar/core";
import { isoDate } from "../parts/iso-date.ts";

const amountValue = z
  .object({
    minor: z.number().describe("Minor units (paise or cents), unlike the summary's other amounts"),
    currency: currencySchema,
  })
  .describe("An amount of money");

const dayValue = z.object({ day: isoDate }).describe("A day");

/**
 * One sentence of a quote's explanation, or a phrase inside one, as data (docs/adr/0060-price-explanation-parts.md):
 * a catalogue key and its values — names as they are stored, counts, amounts, days, phrases and lists of them.
 */
export const explanationPart: z.ZodType<ExplanationPart> = z
  .object({
    key: z.enum(EXPLANATION_KEYS),
    get values() {
      return z.record(
        z.string(),
        z.union([z.string(), z.number(), amountValue, dayValue, explanationPart, z.array(z.union([z.string(), explanationPart]))]),
      );
    },
  })
  .describe("A sentence of the explanation (or a phrase in one): a message key and its values");
