/** Payment FAQs, part 2: wallet credits, renewals and upgrades (ADR 0003 in plain words), licences, refunds (checkout namespace, faq.*). */
import { GRACE_PERIOD_DAYS, simultaneousLicenceDiscountPercent, type Currency } from "@investar/core";
import { Link } from "react-router";
import type { FaqGroup } from "../../faq-groups.tsx";
import { CopyPrice } from "../../copy-price.tsx";
import type { PageText } from "../../../i18n/page-locale.ts";

export function walletGroup({ t, href }: PageText): FaqGroup {
  return {
    id: "wallet",
    heading: t("faq.wallet"),
    faqs: [
      {
        question: t("faq.wallet.kinds"),
        answer: (
          <ul className="check-list">
            <li>
              <strong>{t("faq.wallet.subscription")}</strong>: {t("faq.wallet.subscriptionA")}
            </li>
            <li>
              <strong>{t("faq.wallet.cash")}</strong>: {t("faq.wallet.cashA")}
            </li>
            <li>
              <strong>{t("faq.wallet.general")}</strong>: {t("faq.wallet.generalA")}{" "}
              <Link to={href("/my-investar/my-referral")}>{t("faq.wallet.referral")}</Link>
              {t("faq.wallet.generalEnd")}
            </li>
          </ul>
        ),
      },
      {
        question: t("faq.wallet.order"),
        answer: (
          <p>
            {t("faq.wallet.orderA")} <Link to={href("/my-investar/my-wallet")}>{t("faq.myWallet")}</Link>
            {t("faq.wallet.orderEnd")}
          </p>
        ),
      },
    ],
  };
}

export function renewalGroup({ t }: PageText): FaqGroup {
  return {
    id: "renewals",
    heading: t("faq.renewals"),
    faqs: [
      {
        question: t("faq.renewals.how"),
        answer: (
          <p>
            {t("faq.renewals.howA", {
              month: GRACE_PERIOD_DAYS.Month,
              quarter: GRACE_PERIOD_DAYS.Quarter,
              annual: GRACE_PERIOD_DAYS.Annual,
            })}
          </p>
        ),
      },
      {
        question: t("faq.renewals.upgrade"),
        answer: (
          <>
            <p>
              {t("faq.renewals.upgradeA")} <CopyPrice of="Standard/quarter" /> {t("faq.renewals.upgradeB")} <CopyPrice of="Pro/quarter" />{" "}
              {t("faq.renewals.upgradeC")} (<CopyPrice of="Pro/quarter" /> − <CopyPrice of="Standard/quarter" />) ÷ 3 × 2
              {t("faq.renewals.upgradeD")}
            </p>
            <p>{t("faq.renewals.upgradeExtend")}</p>
          </>
        ),
      },
      { question: t("faq.renewals.months"), answer: <p>{t("faq.renewals.monthsA")}</p> },
      { question: t("faq.renewals.discounts"), answer: <p>{t("faq.renewals.discountsA")}</p> },
      { question: t("faq.renewals.drop"), answer: <p>{t("faq.renewals.dropA")}</p> },
    ],
  };
}

export function licenceGroup({ t, money }: PageText, fee: Record<Currency, number>): FaqGroup {
  return {
    id: "licences",
    heading: t("faq.licences"),
    faqs: [
      {
        question: t("faq.licences.cost"),
        answer: (
          <>
            <p>
              {t("faq.licences.a")} <strong>{t("faq.licences.simultaneous")}</strong>{" "}
              {t("faq.licences.simultaneousA", {
                two: simultaneousLicenceDiscountPercent(2),
                three: simultaneousLicenceDiscountPercent(3),
                five: simultaneousLicenceDiscountPercent(5),
              })}
            </p>
            <p>
              {t("faq.licences.a")} <strong>{t("faq.licences.nonSimultaneous")}</strong>{" "}
              {t("faq.licences.nonSimultaneousA", { inr: money(fee.INR, "INR"), usd: money(fee.USD, "USD") })}
            </p>
          </>
        ),
      },
    ],
  };
}

export function refundGroup({ t, href }: PageText): FaqGroup {
  return {
    id: "refunds",
    heading: t("faq.refunds"),
    faqs: [
      {
        question: t("faq.refunds.how"),
        answer: (
          <p>
            {t("faq.refunds.howA")} <Link to={href("/support")}>{t("faq.contactSupport")}</Link>
            {t("faq.refunds.end")}
          </p>
        ),
      },
    ],
  };
}
