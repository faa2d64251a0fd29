import { formatFileSize, IST_TIME_ZONE } from "@investar/core";
import type { PublishedSetup } from "@investar/contract/pages/releases";

const dateFormat = new Intl.DateTimeFormat("en-IN", { dateStyle: "long", timeZone: IST_TIME_ZONE });

/**
 * What a channel's download button serves: version, size, date and the SHA-256, so a careful customer
 * (or an IT department) can check that the file they got is the one we published.
 */
export function SetupFacts({ setup, label }: { setup: PublishedSetup; label: string }) {
  return (
    <dl className="setup-facts" aria-label={label}>
      <div>
        <dt>Version</dt>
        <dd>{setup.version}</dd>
      </div>
      <div>
        <dt>Size</dt>
        <dd>{formatFileSize(setup.size)}</dd>
      </div>
      <div>
        <dt>Published</dt>
        <dd>{dateFormat.format(new Date(setup.uploadedAt))}</dd>
      </div>
      <div className="setup-facts__hash">
        <dt>SHA-256</dt>
        <dd>{setup.sha256}</dd>
      </div>
    </dl>
  );
}
