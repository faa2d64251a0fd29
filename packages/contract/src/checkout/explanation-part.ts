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

const key = z.enum(EXPLANATION_KEYS);
const plainValue = z.union([z.string(), z.number(), amountValue, dayValue]);

/** A phrase inside a sentence (a rate, a price set, an offer's name): plain values only. */
const phrase = z.object({ key, values: z.record(z.string(), plainValue) }).describe("A phrase inside a sentence");

/** A phrase that names another (a smaller discount: its offer and its saving), or a list item. */
const outerPhrase = z
  .object({ key, values: z.record(z.string(), z.union([plainValue, phrase])) })
  .describe("A phrase inside a sentence, or an item of a list in one");

/**
 * One sentence of a quote's explanation as data (docs/adr/0066-price-explanation-parts.md): a catalogue key and
 * its values — names as they are stored, counts, amounts, days, phrases and lists of them. Written out to a fixed
 * depth, not recursively, so the API document needs no shared schema.
 */
export const explanationPart: z.ZodType<ExplanationPart> = z
  .object({
    key,
    values: z.record(z.string(), z.union([plainValue, outerPhrase, z.array(z.union([z.string(), outerPhrase]))])),
  })
  .describe("A sentence of the explanation: a message key and its values");
