import { lazyEndpoint } from "@investar/contract/lazy-endpoint";
import { useState, type FormEvent } from "react";
import { twoFactorMessages } from "@investar/core";
import { answerOrThrow } from "../../../lib/answer-or-throw.ts";
import { callEndpoint } from "../../../lib/call-endpoint.ts";
import { toast } from "../../../lib/toast.ts";
import { useCall } from "../../../lib/use-call.ts";
import { useConfirm } from "../../confirm-dialog.tsx";
import { FormField } from "../../form-field.tsx";

const disableTwoFactor = lazyEndpoint(() => import("@investar/contract/two-factor/disable-two-factor"), "disableTwoFactor");

/** Turning two-factor sign-in off needs a current code (or a recovery code) and a confirmation. */
export function DisableTwoFactorForm({ required, onDone }: { required: boolean; onDone(): void }) {
  const confirm = useConfirm();
  const [code, setCode] = useState("");
  const { busy, error, setError, run } = useCall();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!code.trim()) return setError(twoFactorMessages.codeNeeded);
    const ok = await confirm({
      title: "Turn off two-factor sign-in?",
      html: required
        ? "<p>This site requires two-factor sign-in for staff: you will have to set up an authenticator again before using the back office.</p>"
        : "<p>Your account will be protected by its password alone, and your recovery codes will stop working.</p>",
      okText: "Turn off",
      showCancel: true,
      variant: "error",
    });
    if (!ok) return;
    const answer = await run(() => answerOrThrow(callEndpoint(disableTwoFactor, { body: { code: code.trim() } })));
    if (!answer.ok) return;
    toast.success("Two-factor sign-in is off.");
    onDone();
  };

  return (
    <form onSubmit={submit} noValidate aria-labelledby="disable-heading">
      <h2 id="disable-heading">Turn off two-factor sign-in</h2>
      <p>To set up a new phone, turn it off with a code from the old one (or a recovery code), then set it up again.</p>
      <FormField
        id="two-factor-disable-code"
        label="Code from the app, or a recovery code"
        autoComplete="one-time-code"
        value={code}
        error={error}
        onChange={(e) => setCode(e.target.value)}
      />
      <button type="submit" className="button button--ghost" disabled={busy} aria-busy={busy}>
        Turn off two-factor sign-in
      </button>
    </form>
  );
}
