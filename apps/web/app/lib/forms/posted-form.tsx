import type { FormHTMLAttributes, ReactNode } from "react";

interface PostedFormProps extends Omit<FormHTMLAttributes<HTMLFormElement>, "method" | "noValidate"> {
  /** Which of the page's forms this is: its hidden `form` field, which the page's action reads (FormOutcome's `form`). */
  name: string;
  children: ReactNode;
}

/**
 * A form the browser posts to the page itself, before or without any script (docs/adr/0058-forms-without-javascript.md):
 * the page's action checks it (the page's small script checks first, so the browser's own checks stay off).
 */
export function PostedForm({ name, action, children, ...form }: PostedFormProps) {
  return (
    <form method="post" action={action} noValidate {...form}>
      <input type="hidden" name="form" value={name} />
      {children}
    </form>
  );
}
