import type { ButtonHTMLAttributes } from "react";
import { useHydrated } from "../lib/use-hydrated.ts";

/**
 * A button whose action is the page's script, shown with the server's HTML. Until the script runs it is disabled, as
 * a form's SubmitButton is (form-field.tsx): a click before then would do nothing, without a word.
 */
export function ScriptButton({ disabled, ...button }: Omit<ButtonHTMLAttributes<HTMLButtonElement>, "type">) {
  const hydrated = useHydrated();
  return <button type="button" disabled={!hydrated || disabled} {...button} />;
}
