import { useState, useSyncExternalStore, type ChangeEvent } from "react";
import type { CallResult } from "../call-endpoint.ts";
import { FormStore, type FormOptions, type FormValues } from "./form-store.ts";

export { schemaProblems, type FieldProblems, type FormOptions, type FormValues } from "./form-store.ts";

/**
 * The one form hook (components/form-field.tsx is its field, SubmitButton its button). Give it the initial
 * values and the form's check; call `submit` with a callEndpoint call:
 *
 *   const form = useForm({ initial: { email: "" }, validate: (v) => ({ email: validateEmail(v.email, domain) }) });
 *   const submit = async (event: FormEvent) => {
 *     event.preventDefault();
 *     const answer = await form.submit((v) => callEndpoint(contract, { query: { email: v.email.trim() } }), "Sent.");
 *     if (answer) …;
 *   };
 *   <FormField id="email" label="Email" {...form.field("email")} />
 *   <SubmitButton busy={form.busy} busyLabel="Sending…">Send</SubmitButton>
 *   <LimitNotice message={form.error} />
 *
 * A field's problem shows after the first submit (or on leaving it, with `checkOnBlur`); the server's field
 * errors (`failure.fields`, ADR 0019's keys) show on their fields until edited; a failed call is toasted and a
 * lasting refusal kept as `error`, unless `report` says otherwise.
 */
export function useForm<V extends FormValues>(options: FormOptions<V>) {
  const [store] = useState(() => new FormStore(options));
  // The check may close over this render's data (today's date, the vendor's domain).
  store.options = options;
  const { values, busy, error } = useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot);
  const set = <K extends keyof V>(field: K, value: V[K]) => {
    const patch: Partial<V> = {};
    patch[field] = value;
    store.set(patch);
  };
  return {
    values,
    busy,
    /** What the failed call left on the page (see `report`), null after the next submit. */
    error,
    setError: (message: string | null) => store.setError(message),
    set,
    setValues: (patch: Partial<V>) => store.set(patch),
    reset: (next?: V) => store.reset(next),
    /** Shows the field's problem from now on (what `checkOnBlur` does on leaving it). */
    touch: (field: keyof V) => store.touch(field),
    errorOf: (field: keyof V) => store.errorOf(field),
    /** Whether the values pass the form's check (for a step that needs them without submitting). */
    valid: () => !Object.values(store.problems()).some(Boolean),
    submit: <T>(call: (values: V) => Promise<CallResult<T>>, success?: string | ((data: T) => string)) => store.submit(call, success),
    /** A field's props for FormField or SelectField: its value, its error, and a change handler taking an event or a value. */
    field: <K extends keyof V & string>(name: K) => ({
      value: values[name],
      error: store.errorOf(name),
      onChange: (change: string | ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>) =>
        set(name, (typeof change === "string" ? change : change.target.value) as V[K]),
      onBlur: options.checkOnBlur ? () => store.touch(name) : undefined,
      ref: (element: HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement | null) => {
        if (element && !isToggle(element)) store.adopt(name, element.value);
      },
    }),
  };
}

/** A checkbox's or radio's `value` is its constant, not what the user chose. */
function isToggle(element: HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement): boolean {
  return element instanceof HTMLInputElement && (element.type === "checkbox" || element.type === "radio");
}

export type Form<V extends FormValues> = ReturnType<typeof useForm<V>>;
