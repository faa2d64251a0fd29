import type { FormEvent } from "react";
import { useRevalidator } from "react-router";
import type { CallResult } from "../call-endpoint.ts";
import { useForm, type FormOptions, type FormValues } from "./use-form.ts";

interface FilingOptions<V extends FormValues, T> extends FormOptions<V> {
  /** The callEndpoint call that files the form's values. */
  file(values: V): Promise<CallResult<T>>;
  /** The toast once it is filed. */
  filed: string | ((data: T) => string);
}

/**
 * useForm for a form that files something the page lists below it (a privacy request, a reply on a ticket): once filed,
 * the form is emptied and the page's loaders run again, so the list shows it. `submit` is the form's onSubmit.
 */
export function useFilingForm<V extends FormValues, T>(options: FilingOptions<V, T>) {
  const form = useForm(options);
  const revalidator = useRevalidator();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!(await form.submit(options.file, options.filed))) return;
    form.reset();
    await revalidator.revalidate();
  };
  return { form, submit };
}
