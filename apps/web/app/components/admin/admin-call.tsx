import { useState, type ReactNode } from "react";
import { useRevalidator } from "react-router";
import { api } from "../../lib/api-client.ts";
import { ApiError, apiErrorMessage } from "../../lib/api-error-message.ts";

type Query = Parameters<typeof api.post>[2];

/**
 * One back-office call from a form: its field errors (first message per field, keyed as the server keys
 * them), a status line, and the page's data read again after a change. `base` is put before every path;
 * `method`: "put" for a call that replaces a whole document (the business profile).
 */
export function useAdminCall(base = "", method: "post" | "put" = "post") {
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [status, setStatus] = useState("");
  const [busy, setBusy] = useState(false);
  const revalidator = useRevalidator();
  async function send<T>(path: string, body: unknown, done: (result: T) => string, query?: Query): Promise<T | null> {
    setBusy(true);
    setErrors({});
    try {
      const result = await api[method]<T>(`${base}${path}`, body, query);
      await revalidator.revalidate();
      // Said only once the page shows the change, and in the same render as the caller's reset of its
      // form: someone who starts the next entry on seeing it keeps what they type.
      setStatus(done(result));
      return result;
    } catch (error) {
      const fields = error instanceof ApiError ? (error.call.body as { errors?: Record<string, string[]> } | undefined)?.errors : undefined;
      setErrors(Object.fromEntries(Object.entries(fields ?? {}).map(([name, messages]) => [name, messages[0] ?? ""])));
      setStatus(apiErrorMessage(error));
      return null;
    } finally {
      setBusy(false);
    }
  }
  return { errors, status, busy, send };
}

/** A catalogue call (/api/admin/catalogue/…). */
export const useCatalogueCall = () => useAdminCall("admin/catalogue/");

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
