import { useId, useState, type FormEvent } from "react";
import type { WebinarSeatOffer } from "../../../load-context.ts";
import { api } from "../../../lib/api-client.ts";
import { useCall } from "../../../lib/use-call.ts";

/**
 * The webinar's coupon: applied by asking the server for the seat's price with it. A code that does not
 * apply is said under the field, and the price without it stays, marked "coupon not applied", with Pay
 * available for it (issue 15 §3).
 */
export function SeatCoupon({ offer, onPriced }: { offer: WebinarSeatOffer; onPriced(offer: WebinarSeatOffer): void }) {
  const [code, setCode] = useState(offer.couponCode ?? "");
  const [problem, setProblem] = useState<string | null>(offer.couponProblem);
  const call = useCall();
  const id = useId();

  const apply = async (event: FormEvent) => {
    event.preventDefault();
    const priced = await call.run(() =>
      api.get<WebinarSeatOffer>("payment/GetWebinarSeatPrice", {
        webinarId: String(offer.webinarId),
        currency: offer.price.currency,
        ...(code.trim() ? { couponCode: code.trim() } : {}),
      }),
    );
    if (!priced.ok) return;
    setProblem(priced.value.couponProblem);
    onPriced(priced.value);
  };

  const errorId = `${id}-error`;
  return (
    // Without script the form asks the page itself again, which prices with ?couponCode=.
    <form className="field seat-coupon" method="get" action="/education/buy-webinar" onSubmit={apply} noValidate>
      <input type="hidden" name="webinarId" value={offer.webinarId} />
      <input type="hidden" name="currency" value={offer.price.currency} />
      <label htmlFor={`${id}-code`}>Coupon code</label>
      <div className="seat-coupon__row">
        <input
          id={`${id}-code`}
          name="couponCode"
          value={code}
          maxLength={40}
          autoComplete="off"
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem || call.error ? errorId : undefined}
          onChange={(event) => setCode(event.target.value)}
        />
        <button type="submit" className="button button--ghost" disabled={call.busy}>
          {offer.couponCode && code.trim() === offer.couponCode ? "Applied" : "Apply"}
        </button>
      </div>
      {problem || call.error ? (
        <p id={errorId} className="field__error" role="alert">
          {problem ?? call.error}
          {problem ? " The price below is without it (coupon not applied)." : null}
        </p>
      ) : null}
    </form>
  );
}
