import { checkManualReference, type ManualPaymentMode } from "@investar/core";
import { useState } from "react";

/**
 * A manual payment's reference (UTR, cheque number…) as the customer types it, for a FormField, checked with core's rule
 * for its mode before it is sent (docs/business-rules.md#upi-payments); typing again clears the field's error.
 */
export function usePaymentReference(mode: ManualPaymentMode) {
  const [value, setValue] = useState("");
  const [error, setError] = useState<string | null>(null);
  return {
    field: {
      value,
      error,
      onChange: (event: { target: { value: string } }) => {
        setValue(event.target.value);
        setError(null);
      },
    },
    /** Says the server's refusal beside the field. */
    setError,
    /** The reference when core's rule takes it; else null, its message beside the field. */
    checked(): string | null {
      const checked = checkManualReference(mode, value, true);
      setError(checked.ok ? null : checked.message);
      return checked.ok ? value : null;
    },
  };
}
