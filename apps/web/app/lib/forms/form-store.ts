import type { z } from "zod";
import type { CallFailure, CallResult } from "../call-endpoint.ts";
import { keepLastingRefusal } from "../report-failure.ts";
import { toast } from "../toast.ts";

/** A form's values: text by field name (checkboxes and selects hold text too). */
export type FormValues = Record<string, string>;

/** Messages by field for the current values; a field with no problem is missing, null or "". */
export type FieldProblems<V extends FormValues> = Partial<Record<keyof V, string | null | undefined>>;

export interface FormOptions<V extends FormValues> {
  initial: V;
  /** The form's own check: core's validators (the SPEC's messages) or a contract schema through `schemaProblems`. */
  validate?: (values: V) => FieldProblems<V>;
  /**
   * What a failed call leaves on the page as `error` (null: nothing). The default toasts the message and keeps
   * only a lasting refusal (lib/report-failure.ts), for a LimitNotice.
   */
  report?: (failure: CallFailure) => string | null;
  /** The API's field keys (ADR 0019: the field's path in the body or query) that differ from the form's names. */
  fieldNames?: Record<string, keyof V>;
  /** Show a field's problem once the user leaves it, not only after the first submit. */
  checkOnBlur?: boolean;
}

export interface FormSnapshot<V extends FormValues> {
  values: V;
  /** Fields whose problems are shown: left (with checkOnBlur) or submitted. */
  touched: Partial<Record<keyof V, boolean>>;
  /** The server's messages for fields of the last failed call, until the field is edited. */
  serverErrors: Partial<Record<keyof V, string>>;
  busy: boolean;
  error: string | null;
}

/** The first message of each field of `schema`'s problems with `values`, keyed by the field's top-level name. */
export function schemaProblems<V extends FormValues>(schema: z.ZodType, values: unknown): FieldProblems<V> {
  const parsed = schema.safeParse(values);
  const problems: Record<string, string> = {};
  if (!parsed.success)
    for (const issue of parsed.error.issues) {
      const key = String(issue.path[0] ?? "");
      problems[key] ??= issue.message;
    }
  return problems as FieldProblems<V>;
}

/**
 * The state of one form outside React, so that it is tested without a DOM: values, the problems shown, the
 * server's field errors, busy and the kept error. useForm renders from it.
 */
export class FormStore<V extends FormValues> {
  /** Replaced on every render by useForm, so the check sees that render's data. */
  options: FormOptions<V>;
  private snapshot: FormSnapshot<V>;
  private readonly listeners = new Set<() => void>();
  private readonly adopted = new Set<keyof V>();

  constructor(options: FormOptions<V>) {
    this.options = options;
    this.snapshot = { values: options.initial, touched: {}, serverErrors: {}, busy: false, error: null };
  }

  subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  getSnapshot = () => this.snapshot;

  private update(patch: Partial<FormSnapshot<V>>) {
    this.snapshot = { ...this.snapshot, ...patch };
    for (const listener of this.listeners) listener();
  }

  problems(values: V = this.snapshot.values): FieldProblems<V> {
    return this.options.validate?.(values) ?? {};
  }

  /** What the field shows: the server's message for it, else its own problem once touched. */
  errorOf(field: keyof V): string | null {
    const { touched, serverErrors } = this.snapshot;
    return serverErrors[field] ?? (touched[field] ? this.problems()[field] || null : null);
  }

  /** Sets fields (an edited field drops the server's message for it). */
  set(patch: Partial<V>) {
    const serverErrors = { ...this.snapshot.serverErrors };
    for (const field of Object.keys(patch)) delete serverErrors[field];
    this.update({ values: { ...this.snapshot.values, ...patch }, serverErrors });
  }

  /**
   * What the input showed when React took it over. React keeps a controlled input's DOM text when it hydrates
   * but not in the form's values, so text typed while the page's script was loading would be sent as empty;
   * it is adopted once, the first time the field's element is seen.
   */
  adopt(field: keyof V, shown: string) {
    if (this.adopted.has(field)) return;
    this.adopted.add(field);
    if (shown !== this.snapshot.values[field]) this.set({ [field]: shown } as Partial<V>);
  }

  touch(field: keyof V) {
    if (!this.snapshot.touched[field]) this.update({ touched: { ...this.snapshot.touched, [field]: true } });
  }

  /** Back to `values` (by default the initial ones), nothing shown. */
  reset(values: V = this.options.initial) {
    this.update({ values, touched: {}, serverErrors: {}, error: null });
  }

  setError(error: string | null) {
    this.update({ error });
  }

  /**
   * Shows every field's problem and, if there is none, runs `call` with the values: busy meanwhile, then its
   * data (with `success`'s toast), or null with the failure reported and its field errors on their fields.
   */
  async submit<T>(call: (values: V) => Promise<CallResult<T>>, success?: string | ((data: T) => string)): Promise<T | null> {
    const { values } = this.snapshot;
    const touched = Object.fromEntries(Object.keys(values).map((field) => [field, true])) as FormSnapshot<V>["touched"];
    this.update({ touched });
    if (this.snapshot.busy || Object.values(this.problems(values)).some(Boolean)) return null;
    this.update({ busy: true, error: null, serverErrors: {} });
    const result = await call(values);
    if (result.ok) {
      this.update({ busy: false });
      if (success) toast.success(typeof success === "function" ? success(result.data) : success);
      return result.data;
    }
    const report = this.options.report ?? keepLastingRefusal;
    const error = report(result.failure);
    // A message the form keeps in its notice is said there once, not again under the field it names.
    const serverErrors = Object.fromEntries(
      Object.entries(this.fieldErrorsOf(result.failure)).filter(([, message]) => message !== error),
    ) as Partial<Record<keyof V, string>>;
    this.update({ busy: false, serverErrors, error });
    return null;
  }

  /** The failure's messages for this form's fields (ADR 0019's keys, renamed by `fieldNames`). */
  private fieldErrorsOf(failure: CallFailure): Partial<Record<keyof V, string>> {
    const errors: Partial<Record<keyof V, string>> = {};
    for (const [key, messages] of Object.entries(failure.fields)) {
      const field = this.options.fieldNames?.[key] ?? key;
      if (field in this.snapshot.values && messages[0]) errors[field as keyof V] ??= messages[0];
    }
    return errors;
  }
}
