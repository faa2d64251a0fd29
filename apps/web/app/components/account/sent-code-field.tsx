import type { ComponentProps } from "react";
import { FormField } from "../form-field.tsx";

/**
 * The 5-digit code we send by SMS or email (core's `isFiveDigitCode`, docs/business-rules.md#sign-up-to-pay and
 * #intraday-activation): the phone's number pad, and the browser may offer the code from the message.
 */
export function SentCodeField(props: Omit<ComponentProps<typeof FormField>, "inputMode" | "autoComplete" | "maxLength">) {
  return <FormField inputMode="numeric" autoComplete="one-time-code" maxLength={5} {...props} />;
}
