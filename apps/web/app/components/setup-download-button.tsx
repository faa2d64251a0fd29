import { EMAIL_MAX_LENGTH } from "@investar/core";
import type { ReactNode } from "react";
import { useRootData } from "../lib/root-data.ts";
import { useI18n } from "../i18n/page-locale.ts";
import { translatedOr } from "../i18n/translated-or.ts";
import "../styles/setup-download.css";

export type SetupChannel = "Prod" | "Beta";

/**
 * Downloads a channel's Windows setup (docs/business-rules.md#download-messages). A plain link to the file, so the
 * browser's own download manager saves it (progress bar, resume) and nothing is held in the page's memory; the
 * pages that show it are served without React, and <SetupDownloadScript /> checks first that a build is published.
 * On a phone the installer is of no use: there the button gives way to "Email me the download link" (docs/business-rules.md#download-messages),
 * to the account's address when logged in, to one the visitor types otherwise.
 */
export function SetupDownloadButton({ channel, className, children }: { channel: SetupChannel; className: string; children: ReactNode }) {
  const { user } = useRootData();
  const i18n = useI18n();
  const id = `setup-link-email-${channel.toLowerCase()}`;
  return (
    <div className="setup-download" data-setup-download="">
      <a className={`${className} setup-download__file`} href={`/api/download/setup/${channel}`} download="" data-download-setup={channel}>
        {children}
      </a>
      <form className="setup-download__phone" data-email-setup-link={user ? String(user.userId) : ""} noValidate>
        <p className="setup-download__note">
          {translatedOr(i18n, "download.phone.note", "Investar runs on Windows computers, not on phones.")}{" "}
          {user
            ? translatedOr(i18n, "download.phone.forUser", `We will email the download link to ${user.email}; open it on your computer.`, {
                email: user.email,
              })
            : translatedOr(i18n, "download.phone.forVisitor", "Get the download link by email and open it on your computer.")}
        </p>
        {user ? null : (
          <div className="field">
            <label htmlFor={id}>{translatedOr(i18n, "download.phone.email", "Your email address")}</label>
            <input
              id={id}
              name="email"
              type="email"
              inputMode="email"
              autoComplete="email"
              maxLength={EMAIL_MAX_LENGTH}
              required
              aria-describedby={`${id}-error`}
            />
            <p className="field__error" id={`${id}-error`} data-field-error="" hidden />
          </div>
        )}
        <button type="submit" className={className}>
          {translatedOr(i18n, "download.phone.submit", "Email me the download link")}
        </button>
      </form>
    </div>
  );
}
