import { useState } from "react";
import { toast } from "../../lib/toast.ts";
import { apiErrorMessage } from "../../lib/api-error-message.ts";

/**
 * Each my-profile section saves on its own: this runs its call, keeps the button busy meanwhile and
 * reports the outcome as a toast (SPEC §8's message on failure). Resolves to the call's answer, or null.
 */
export function useSave() {
  const [busy, setBusy] = useState(false);
  async function run<T>(call: () => Promise<T>, success: string | ((answer: T) => string)): Promise<T | null> {
    setBusy(true);
    try {
      const answer = await call();
      toast.success(typeof success === "function" ? success(answer) : success);
      return answer;
    } catch (error) {
      toast.error(apiErrorMessage(error));
      return null;
    } finally {
      setBusy(false);
    }
  }
  return { busy, run };
}

/** Errors show once the user tried to save (or left the field), not while they are still typing the first time. */
export function visibleErrors<K extends string>(errors: Partial<Record<K, string>>, shown: boolean): Partial<Record<K, string>> {
  return shown ? errors : {};
}
