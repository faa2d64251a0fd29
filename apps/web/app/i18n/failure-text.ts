import type { CallFailure } from "../lib/call-endpoint.ts";
import { keepLastingRefusal } from "../lib/report-failure.ts";
import { errorText } from "./error-text.ts";
import type { PageText } from "./page-locale.ts";

/**
 * useForm's `report` for a translated page: the failure toasted, or a lasting refusal kept, as by default
 * (lib/report-failure.ts), in the page's language by its code (docs/adr/0059-hindi-with-lingui.md#errors).
 */
export const reportIn =
  (text: PageText) =>
  (failure: CallFailure): string | null =>
    keepLastingRefusal({ ...failure, message: errorText(text, "apiError", failure) });
