import { formatMoney, type Currency } from "@investar/core";
import { ReviewButtons } from "./review-buttons.tsx";
import type { EndpointAnswer } from "@investar/contract/endpoint";
import type { previewPriceChange } from "@investar/contract/catalogue/preview-price-change";
import { ColumnHeadings } from "../column-headings.tsx";

export type PricePreview = EndpointAnswer<typeof previewPriceChange>;

const amount = (minor: number | null, currency: Currency) => (minor === null ? "no price" : formatMoney(minor, currency));
const dayFormat = new Intl.DateTimeFormat("en-IN", { dateStyle: "long", timeZone: "UTC" });
const day = (iso: string) => dayFormat.format(new Date(`${iso}T00:00:00Z`));

/**
 * What a price change reaches, shown before it is saved (docs/business-rules.md#catalogue-change-review):
 * each price before → after, the pages that show it, the renewals it prices and when it goes live.
 */
export function PriceChangeReview({
  preview,
  scheduled,
  busy,
  onConfirm,
  onBack,
}: {
  preview: PricePreview;
  /** Saved into the scheduled day's set rather than the chosen one. */
  scheduled: boolean;
  busy: boolean;
  onConfirm(): void;
  onBack(): void;
}) {
  return (
    <section className="card catalogue-review" aria-labelledby="price-review-heading" tabIndex={-1}>
      <h3 id="price-review-heading">Check the change before saving it</h3>
      {preview.changes.length === 0 ? (
        <p>None of these prices changes: there is nothing to save.</p>
      ) : (
        <>
          <p>
            {preview.goesLive
              ? `New purchases are priced at these amounts from ${day(preview.goesLive)}.`
              : "This set is no longer in effect: only the renewals of subscribers who hold it are priced by it."}{" "}
            {preview.renewals === 0
              ? "No subscription in service renews at these prices."
              : `${preview.renewals} ${preview.renewals === 1 ? "subscription" : "subscriptions"} in service ${preview.renewals === 1 ? "renews" : "renew"} at these prices.`}
            {preview.unchanged > 0
              ? ` ${preview.unchanged} unchanged ${preview.unchanged === 1 ? "price is" : "prices are"} left out.`
              : ""}
          </p>
          {preview.newPriceSets.map((set) => (
            <p key={set.id}>
              A new price set {set.id} starts on {day(set.effectiveFrom)} as a copy of {set.copiedFrom}, with these changes.
            </p>
          ))}
          <div className="table-wrap">
            <table className="table admin-table table--stack">
              <caption className="visually-hidden">Prices before and after the change</caption>
              <ColumnHeadings headings={["Product or add-on", "Plan", "Price set", "Before → after", "Shown on", "Renewals"]} />
              <tbody>
                {preview.changes.map((change) => (
                  <tr key={`${change.channel}-${change.itemId}-${change.plan}-${change.priceSetId}`}>
                    <th scope="row" data-label="Product or add-on">
                      {change.itemName}
                      {change.channel === "mobile" ? " (mobile app)" : ""}
                    </th>
                    <td data-label="Plan">{change.plan}</td>
                    <td data-label="Price set">{change.priceSetId}</td>
                    <td data-label="Before → after">
                      {amount(change.before, change.currency)} → <strong>{amount(change.after, change.currency)}</strong>
                    </td>
                    <td data-label="Shown on">{change.pages.length === 0 ? "No page (renewals only)" : change.pages.join(", ")}</td>
                    <td data-label="Renewals">{change.renewals}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
      <ReviewButtons
        hasChanges={preview.changes.length > 0}
        busy={busy}
        confirmLabel={scheduled ? "Confirm and schedule" : "Confirm and save"}
        onConfirm={onConfirm}
        onBack={onBack}
      />
    </section>
  );
}
