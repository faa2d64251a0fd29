/**
 * The manual payment's words in the page's language (docs/adr/0059-hindi-with-lingui.md): core's mode table says each
 * mode's labels and instructions in English; CustomizeSubscription and the webinar seat send their Hindi (checkout
 * namespace, `modeInfo.<mode>.<field>`), and pages not yet translated keep the English (translatedOr).
 */
import { manualPaymentModeInfo, type ManualPaymentMode } from "@investar/core";
import type { PageText } from "../../i18n/page-locale.ts";
import { translatedOr } from "../../i18n/translated-or.ts";

type Field = "referenceLabel" | "referenceShape" | "bankLabel" | "instructions" | "activation";

export function modeInfoText(i18n: PageText, mode: ManualPaymentMode, field: Field): string {
  return translatedOr(i18n, `modeInfo.${mode}.${field}`, manualPaymentModeInfo[mode][field]);
}

export function modeName(i18n: PageText, mode: ManualPaymentMode, english: string): string {
  return translatedOr(i18n, `mode.${mode}`, english);
}
