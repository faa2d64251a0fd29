import type { FormEvent, ReactNode } from "react";
import { StatusLine } from "../admin-call.tsx";
import { ContentItemActions } from "./content-item-actions.tsx";

/** A home page item's form (slide, testimonial): its heading, its fields, Save (and Delete when it exists), its status line. */
export function ContentItemForm({
  id,
  heading,
  what,
  exists,
  busy,
  status,
  onSubmit,
  onDelete,
  children,
}: {
  id: string;
  heading: string;
  what: string;
  exists: boolean;
  busy: boolean;
  status: string;
  onSubmit(event: FormEvent): void;
  onDelete(): Promise<unknown>;
  children: ReactNode;
}) {
  return (
    <form onSubmit={onSubmit} className="card admin-note" aria-labelledby={`${id}-heading`} noValidate>
      <h3 id={`${id}-heading`}>{heading}</h3>
      {children}
      <ContentItemActions what={what} exists={exists} busy={busy} onDelete={onDelete} />
      <StatusLine status={status} />
    </form>
  );
}
