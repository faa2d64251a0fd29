import { useState } from "react";
import { toast } from "../../lib/toast.ts";
import { reportFailure } from "../../lib/report-failure.ts";

/**
 * Each my-profile section saves on its own: this runs its call, keeps the button busy meanwhile and
 * reports the outcome as a toast (docs/business-rules.md#generic-error-handler's message on failure). A rate limit's refusal stays on the
 * page instead (`refusal`, for a LimitNotice), since it says when to try again. Resolves to the call's
 * answer, or null.
 */
export function useSave() {
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  async function run<T>(call: () => Promise<T>, success: string | ((answer: T) => string)): Promise<T | null> {
    setBusy(true);
    setRefusal(null);
    try {
      const answer = await call();
      toast.success(typeof success === "function" ? success(answer) : success);
      return answer;
    } catch (error) {
      reportFailure(error, setRefusal);
      return null;
    } finally {
      setBusy(false);
    }
  }
  return { busy, refusal, run };
}

/** Errors show once the user tried to save (or left the field), not while they are still typing the first time. */
export function visibleErrors<K extends string>(errors: Partial<Record<K, string>>, shown: boolean): Partial<Record<K, string>> {
  return shown ? errors : {};
}
