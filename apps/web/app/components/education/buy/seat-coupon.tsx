import { useId, useState, type FormEvent } from "react";
import type { WebinarSeatOffer } from "@investar/contract/pages/webinars";
import { useCall } from "../../../lib/use-call.ts";
import { useI18n } from "../../../i18n/page-locale.ts";

/**
 * The webinar's coupon: applied by asking the server for the seat's price with it. A code that does not
 * apply is said under the field, and the price without it stays, marked "coupon not applied", with Pay
 * available for it (docs/business-rules.md#pricing-error-codes).
 */
export function SeatCoupon({ offer, onPriced }: { offer: WebinarSeatOffer; onPriced(offer: WebinarSeatOffer): void }) {
  const [problem, setProblem] = useState<string | null>(offer.couponProblem);
  const call = useCall();
  const { t } = useI18n();
  const id = useId();

  const apply = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const code = String(new FormData(event.currentTarget).get("couponCode") ?? "");
    const priced = await call.run(async () => {
      // Loaded when a coupon is applied, so the page's first load carries no schema library.
      const [{ callEndpoint }, { getWebinarSeatPrice }] = await Promise.all([
        import("../../../lib/call-endpoint.ts"),
        import("@investar/contract/webinars/get-webinar-seat-price"),
      ]);
      return callEndpoint(getWebinarSeatPrice, {
        query: { webinarId: offer.webinarId, currency: offer.price.currency, ...(code.trim() ? { couponCode: code.trim() } : {}) },
      });
    });
    if (!priced.ok) return;
    if (!priced.value.ok) {
      call.setError(priced.value.failure.message);
      return;
    }
    setProblem(priced.value.data.couponProblem);
    onPriced(priced.value.data);
  };

  const errorId = `${id}-error`;
  return (
    // Without script the form asks the page itself again, which prices with ?couponCode=.
    <form className="field seat-coupon" method="get" action="/education/buy-webinar" onSubmit={apply} noValidate>
      <input type="hidden" name="webinarId" value={offer.webinarId} />
      <input type="hidden" name="currency" value={offer.price.currency} />
      <label htmlFor={`${id}-code`}>{t("checkout.coupon.label")}</label>
      <div className="seat-coupon__row">
        <input
          id={`${id}-code`}
          name="couponCode"
          // Uncontrolled, so what is typed before the page's script starts is kept when it does.
          defaultValue={offer.couponCode ?? ""}
          maxLength={40}
          autoComplete="off"
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem || call.error ? errorId : undefined}
        />
        <button type="submit" className="button button--ghost" disabled={call.busy}>
          {t("checkout.coupon.apply")}
        </button>
      </div>
      {problem || call.error ? (
        <p id={errorId} className="field__error" role="alert">
          {problem ?? call.error}
          {problem ? ` ${t("seat.couponRefused")}` : null}
        </p>
      ) : null}
    </form>
  );
}
