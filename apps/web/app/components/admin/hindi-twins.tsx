import type { ReactNode } from "react";

/**
 * The Hindi versions of a content item's texts, grouped under their own legend: optional, and where one is left
 * empty the Hindi pages show the English text, marked as English (docs/adr/0062-hindi-content-texts.md).
 */
export function HindiTwins({ children }: { children: ReactNode }) {
  return (
    <fieldset className="admin-form__fieldset">
      <legend>In Hindi (optional)</legend>
      <p className="field__hint">Left empty, Hindi pages show the English text.</p>
      {children}
    </fieldset>
  );
}
