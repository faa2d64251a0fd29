import { useState, type ReactNode } from "react";
import { useRevalidator } from "react-router";
import type { Endpoint, EndpointAnswer, EndpointInput, LazyEndpoint } from "@investar/contract/endpoint";
import { callEndpoint } from "../../lib/call-endpoint.ts";

/**
 * One back-office call from a form, typed by its endpoint's contract: its field errors (first message per
 * field, keyed as the server keys them), a status line, and the page's data read again after a change.
 */
export function useAdminCall() {
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [status, setStatus] = useState("");
  const [busy, setBusy] = useState(false);
  const revalidator = useRevalidator();
  async function send<E extends Endpoint | LazyEndpoint>(
    endpoint: E,
    input: EndpointInput<E>,
    done: (answer: EndpointAnswer<E>) => string,
  ): Promise<{ answer: EndpointAnswer<E> } | null> {
    setBusy(true);
    setErrors({});
    try {
      const result = await callEndpoint(endpoint, input);
      if (!result.ok) {
        setErrors(Object.fromEntries(Object.entries(result.failure.fields).map(([name, messages]) => [name, messages[0] ?? ""])));
        setStatus(result.failure.message);
        return null;
      }
      await revalidator.revalidate();
      // Said only once the page shows the change, and in the same render as the caller's reset of its
      // form: someone who starts the next entry on seeing it keeps what they type.
      setStatus(done(result.data));
      return { answer: result.data };
    } finally {
      setBusy(false);
    }
  }
  return { errors, status, busy, send };
}

/** A labelled control with its error under it, tied together for screen readers. */
export function Field({
  id,
  label,
  error,
  children,
  hint,
}: {
  id: string;
  label: string;
  error?: string;
  children: ReactNode;
  hint?: string;
}) {
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      {children}
      {hint ? <p className="field__hint">{hint}</p> : null}
      {error ? (
        <p className="field__error" id={`${id}-error`} role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** Props for an input whose error is shown by Field. */
export const invalidProps = (id: string, error: string | undefined) => ({
  id,
  "aria-invalid": error ? true : undefined,
  "aria-describedby": error ? `${id}-error` : undefined,
});

/** Minor units → the amount an admin types (₹ or $ with up to two decimals). */
export const toUnits = (minor: number) => String(minor / 100);
/** What an admin typed → minor units; NaN stays NaN so the server refuses it with its message. */
export const toMinor = (typed: string) => (typed.trim() === "" ? Number.NaN : Math.round(Number(typed) * 100));

export function StatusLine({ status }: { status: string }) {
  return <p role="status">{status}</p>;
}
