import type { EndpointAnswer } from "@investar/contract/endpoint";
import { ReviewButtons } from "./review-buttons.tsx";
import type { previewCouponChange } from "@investar/contract/catalogue/preview-coupon-change";
import { ColumnHeadings } from "../column-headings.tsx";

export type CouponPreview = EndpointAnswer<typeof previewCouponChange>;

/** A coupon change before it is saved (docs/business-rules.md#catalogue-change-review): each field before → after, and whom it reaches. */
export function CouponChangeReview({
  preview,
  busy,
  onConfirm,
  onBack,
}: {
  preview: CouponPreview;
  busy: boolean;
  onConfirm(): void;
  onBack(): void;
}) {
  return (
    <section className="catalogue-review" aria-labelledby="coupon-review-heading">
      <h3 id="coupon-review-heading">Check the change to {preview.code} before saving it</h3>
      {preview.changes.length === 0 ? (
        <p>Nothing changes.</p>
      ) : (
        <div className="table-wrap">
          <table className="table admin-table table--stack">
            <caption className="visually-hidden">The coupon before and after the change</caption>
            <ColumnHeadings headings={["Field", "Before → after"]} />
            <tbody>
              {preview.changes.map((change) => (
                <tr key={change.field}>
                  <th scope="row" data-label="Field">
                    {change.field}
                  </th>
                  <td data-label="Before → after">
                    {preview.exists ? `${change.before} → ` : ""}
                    <strong>{change.after}</strong>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <p>
        Customers meet it on {preview.pages.join(", ")}. It applies to checkouts started after it is saved; renewals are not priced by
        coupons.
        {preview.exists
          ? ` Used ${preview.timesUsed} ${preview.timesUsed === 1 ? "time" : "times"}; ${preview.ordersHolding} ${preview.ordersHolding === 1 ? "order awaiting payment keeps" : "orders awaiting payment keep"} the price already quoted.`
          : ""}
      </p>
      <ReviewButtons hasChanges={preview.changes.length > 0} busy={busy} onConfirm={onConfirm} onBack={onBack} />
    </section>
  );
}
