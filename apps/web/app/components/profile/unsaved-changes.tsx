import { useI18n } from "../../i18n/page-locale.ts";
import { createContext, useCallback, useContext, useEffect, useState, type ReactNode } from "react";

/**
 * My Profile saves each section on its own (docs/business-rules.md#profile-sections). An edit made in one section and not saved
 * would be lost when the customer leaves the page, so each section reports whether it holds unsaved
 * edits, shows it next to its heading, and the page asks before it is left while any does.
 *
 * Pages hydrate without the client router (docs/adr/0018-pages-without-client-router.md): every link,
 * the account menu and `useNavigate` are full page loads, so the browser's `beforeunload` prompt covers
 * in-app navigation, reloading and closing the tab alike; there is no client-side navigation to block.
 */
type Report = (section: string, unsaved: boolean) => void;

const UnsavedContext = createContext<Report>(() => {});

/** Keeps the set of sections with unsaved edits and asks before the page is left while it is not empty. */
export function UnsavedChangesGuard({ children }: { children: ReactNode }) {
  const [unsaved, setUnsaved] = useState<ReadonlySet<string>>(() => new Set());
  const report = useCallback<Report>(
    (section, isUnsaved) =>
      setUnsaved((current) => {
        if (current.has(section) === isUnsaved) return current;
        const next = new Set(current);
        if (isUnsaved) next.add(section);
        else next.delete(section);
        return next;
      }),
    [],
  );
  const anyUnsaved = unsaved.size > 0;

  useEffect(() => {
    if (!anyUnsaved) return;
    const warn = (event: BeforeUnloadEvent) => {
      // The browser shows its own "Leave site?" text; preventDefault asks for it (returnValue for older browsers).
      event.preventDefault();
      event.returnValue = "";
    };
    window.addEventListener("beforeunload", warn);
    return () => window.removeEventListener("beforeunload", warn);
  }, [anyUnsaved]);

  return <UnsavedContext.Provider value={report}>{children}</UnsavedContext.Provider>;
}

/** Tells the page whether this section holds edits that were not saved yet. */
export function useUnsavedSection(section: string, unsaved: boolean): void {
  const report = useContext(UnsavedContext);
  useEffect(() => report(section, unsaved), [report, section, unsaved]);
  // A section that goes away takes its edits with it: it no longer holds the page.
  useEffect(() => () => report(section, false), [report, section]);
}

/** True when any field of the draft differs from what was last saved. */
export function differsFrom<T extends object>(draft: T, saved: T): boolean {
  return (Object.keys(draft) as (keyof T)[]).some((key) => draft[key] !== saved[key]);
}

/** A section's heading, with "Unsaved changes" beside it while it holds edits. */
export function SectionHeading({ id, title, unsaved }: { id: string; title: string; unsaved: boolean }) {
  const { t } = useI18n();
  return (
    <div className="profile-section__heading">
      <h2 id={id}>{title}</h2>
      {unsaved ? <span className="unsaved-badge">{t("account.profile.unsaved")}</span> : null}
    </div>
  );
}

/** The section's card classes, marked while it holds unsaved edits. */
export const sectionClass = (unsaved: boolean, extra = "") =>
  ["card profile-section", extra, unsaved ? "profile-section--unsaved" : ""].filter(Boolean).join(" ");
