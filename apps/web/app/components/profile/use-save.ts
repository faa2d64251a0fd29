import { toast } from "../../lib/toast.ts";
import { keepLastingRefusal } from "../../lib/report-failure.ts";
import { useCall } from "../../lib/use-call.ts";

/**
 * Each my-profile section saves on its own: this runs its call, keeps the button busy meanwhile and
 * reports the outcome as a toast (docs/business-rules.md#generic-error-handler's message on failure). A rate limit's refusal stays on the
 * page instead (`refusal`, for a LimitNotice), since it says when to try again. Resolves to the call's
 * answer, or null.
 */
export function useSave() {
  const call = useCall(keepLastingRefusal);
  async function run<T>(work: () => Promise<T>, success: string | ((answer: T) => string)): Promise<T | null> {
    const answer = await call.run(work);
    if (!answer.ok) return null;
    toast.success(typeof success === "function" ? success(answer.value) : success);
    return answer.value;
  }
  return { busy: call.busy, refusal: call.error, run };
}

/** Errors show once the user tried to save (or left the field), not while they are still typing the first time. */
export function visibleErrors<K extends string>(errors: Partial<Record<K, string>>, shown: boolean): Partial<Record<K, string>> {
  return shown ? errors : {};
}
