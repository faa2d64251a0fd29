import { useState, type FormEvent } from "react";
import type { CallResult } from "../../lib/call-endpoint.ts";
import { useForm, type FieldProblems, type FormValues } from "../../lib/forms/use-form.ts";
import { differsFrom, useUnsavedSection } from "./unsaved-changes.tsx";

interface ProfileFormOptions<Saved, Draft extends FormValues> {
  /** The section's name for the page's unsaved-changes guard. */
  section: string;
  initial: Saved;
  /** The form's values for saved details (the empty string where a detail is not given). */
  toDraft(saved: Saved): Draft;
  validate(values: Draft): FieldProblems<Draft>;
  /** The callEndpoint call that saves the values; it answers the details as saved. */
  save(values: Draft): Promise<CallResult<Saved>>;
  /** The toast once they are saved. */
  savedText: string;
}

/** A section's form values for saved details: the empty string where a detail is not given. */
export function draftOf<Saved, Key extends keyof Saved & string>(saved: Saved, keys: readonly Key[]): Record<Key, string> {
  return Object.fromEntries(keys.map((key) => [key, (saved[key] as string | null) ?? ""])) as Record<Key, string>;
}

/**
 * A My Profile section's form: its values against the details last saved, the difference told to the page's guard
 * (unsaved-changes.tsx); once saved, the server's answer is both what is saved and what the form shows. `submit` is the
 * form's onSubmit.
 */
export function useProfileForm<Saved, Draft extends FormValues>(options: ProfileFormOptions<Saved, Draft>) {
  const { section, initial, toDraft, validate, save, savedText } = options;
  const [saved, setSaved] = useState<Draft>(() => toDraft(initial));
  const form = useForm({ initial: saved, validate });
  const unsaved = differsFrom(form.values, saved);
  useUnsavedSection(section, unsaved);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const answer = await form.submit(save, savedText);
    if (answer) {
      setSaved(toDraft(answer));
      form.reset(toDraft(answer));
    }
  };
  return { form, unsaved, submit };
}
