import { formatFileSize, IST_TIME_ZONE, toIstLocalInput } from "@investar/core";
import type { PublishedSetup } from "@investar/contract/pages/releases";
import { useI18n } from "../i18n/page-locale.ts";
import { translatedOr } from "../i18n/translated-or.ts";

const dateFormat = new Intl.DateTimeFormat("en-IN", { dateStyle: "long", timeZone: IST_TIME_ZONE });

/**
 * What a channel's download button serves: version, size, date and the SHA-256, so a careful customer
 * (or an IT department) can check that the file they got is the one we published.
 */
export function SetupFacts({ setup, label }: { setup: PublishedSetup; label: string }) {
  const i18n = useI18n();
  return (
    <dl className="setup-facts" aria-label={label}>
      <div>
        <dt>{translatedOr(i18n, "download.facts.version", "Version")}</dt>
        <dd>{setup.version}</dd>
      </div>
      <div>
        <dt>{translatedOr(i18n, "download.facts.size", "Size")}</dt>
        <dd>{formatFileSize(setup.size)}</dd>
      </div>
      <div>
        <dt>{translatedOr(i18n, "download.facts.published", "Published")}</dt>
        <dd>
          {i18n.language === "en"
            ? dateFormat.format(new Date(setup.uploadedAt))
            : i18n.day(toIstLocalInput(setup.uploadedAt).slice(0, 10))}
        </dd>
      </div>
      <div className="setup-facts__hash">
        <dt>SHA-256</dt>
        <dd>{setup.sha256}</dd>
      </div>
    </dl>
  );
}
