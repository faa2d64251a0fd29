import type { SocialLoginConfig } from "@investar/contract/pages/accounts";
import type { WebinarSeatOffer } from "@investar/contract/pages/webinars";
import { lazy, Suspense, useState } from "react";
import { Link } from "react-router";
import { useI18n } from "../../../i18n/page-locale.ts";
import { ScriptButton } from "../../script-button.tsx";

/** Opened when a visitor presses Proceed to Pay (docs/business-rules.md#sign-up-to-pay): a customer's page never loads it. */
const SignUpToPayDialog = lazy(async () => ({
  default: (await import("../../pricing/customize/sign-up-to-pay-dialog.tsx")).SignUpToPayDialog,
}));

/** This seat's checkout with what the visitor chose on it (currency, an applied coupon): where every account path comes back to. */
export function seatHref(offer: WebinarSeatOffer, currency = offer.price.currency): string {
  const query = new URLSearchParams({ webinarId: String(offer.webinarId), currency });
  if (offer.couponCode && currency === offer.price.currency) query.set("couponCode", offer.couponCode);
  return `/education/buy-webinar?${query.toString()}`;
}

/**
 * A visitor's pay step on a webinar seat's checkout, as on CustomizeSubscription (docs/business-rules.md#sign-up-to-pay):
 * 'Proceed to Pay' calls nothing and opens "Create your account to pay"; an account created there is signed in at once and the
 * page loads again on the same seat, a customer's, ready to pay. An existing customer logs in (a subscriber may have the seat
 * free) and comes back to it too.
 */
export function SeatVisitorPay({ offer, social }: { offer: WebinarSeatOffer; social: SocialLoginConfig | null }) {
  const [asking, setAsking] = useState(false);
  const back = seatHref(offer);
  const { t, href } = useI18n();
  return (
    <>
      <div className="button-row">
        <ScriptButton className="button button--accent" onClick={() => setAsking(true)}>
          {t("checkout.pay")}
        </ScriptButton>
      </div>
      <p className="seat-purchase__note">
        {t("signUpToPay.already")} <Link to={href(`/user/login?returnUrl=${encodeURIComponent(back)}`)}>{t("seat.login")}</Link>{" "}
        {t("seat.loginWhy")}
      </p>
      {asking ? (
        <Suspense fallback={null}>
          <SignUpToPayDialog returnTo={back} social={social} onClose={() => setAsking(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
