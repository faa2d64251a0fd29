import type { HTMLAttributes, ReactNode } from "react";
import { useI18n } from "../../i18n/page-locale.ts";
import { SectionHeading, sectionClass } from "./unsaved-changes.tsx";

interface ProfileSectionProps extends HTMLAttributes<HTMLElement> {
  /** The heading's id, which names the section for screen readers. */
  id: string;
  heading: string;
  /** The section holds edits not saved yet: its card and heading say so. */
  unsaved: boolean;
  children: ReactNode;
}

/** A My Profile section: a card whose heading says when it holds unsaved edits, then its form. */
export function ProfileSection({ id, heading, unsaved, children, ...section }: ProfileSectionProps) {
  return (
    <section className={sectionClass(unsaved)} aria-labelledby={id} {...section}>
      <SectionHeading id={id} title={heading} unsaved={unsaved} />
      {children}
    </section>
  );
}

/**
 * The save button of a section whose form the browser can send itself, before or without the script (ADR 0063), so it is
 * never disabled for want of one as SubmitButton is; busy while the page's script saves.
 */
export function SaveButton({ busy, children }: { busy: boolean; children: ReactNode }) {
  const { t } = useI18n();
  return (
    <button type="submit" className="button button--primary" disabled={busy} aria-busy={busy}>
      {busy ? t("account.profile.saving") : children}
    </button>
  );
}
