import { useI18n } from "../i18n/page-locale.ts";
import { translatedOr } from "../i18n/translated-or.ts";

/**
 * The Close button under a dialog that a page's small script opens and closes (`data-dialog-close`,
 * enhance/static-page.js), in the page's language (common's `dialog.close`).
 */
export function DialogClose({ look }: { look: "primary" | "ghost" }) {
  const i18n = useI18n();
  return (
    <div className="dialog__actions">
      <button type="button" className={`button button--${look}`} data-dialog-close="">
        {translatedOr(i18n, "dialog.close", "Close")}
      </button>
    </div>
  );
}
