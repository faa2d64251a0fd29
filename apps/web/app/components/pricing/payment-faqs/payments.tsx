/** Payment FAQs, part 1: GST and invoices, paying online, manual payments; texts from the checkout namespace (faq.*). */
import { GST_PERCENT, manualPaymentModes } from "@investar/core";
import { Link } from "react-router";
import type { FaqGroup } from "../../faq-groups.tsx";
import type { PageText } from "../../../i18n/page-locale.ts";

const half = GST_PERCENT / 2;

export function gstGroup({ t }: PageText): FaqGroup {
  return {
    id: "gst",
    heading: t("faq.gst"),
    faqs: [
      { question: t("faq.gst.charged"), answer: <p>{t("faq.gst.chargedA", { percent: GST_PERCENT })}</p> },
      {
        question: t("faq.gst.invoice"),
        answer: (
          <>
            <p>{t("faq.gst.invoiceA", { half, percent: GST_PERCENT })}</p>
            <p>{t("faq.gst.invoiceGstin")}</p>
          </>
        ),
      },
    ],
  };
}

export function onlineGroup({ t, href }: PageText): FaqGroup {
  return {
    id: "online",
    heading: t("faq.online"),
    faqs: [
      {
        question: t("faq.online.how"),
        answer: (
          <p>
            {t("faq.online.howA")} <Link to={href("/Pricing")}>{t("faq.online.howLink")}</Link>
            {t("faq.online.howA2")}
          </p>
        ),
      },
      {
        question: t("faq.online.fails"),
        answer: (
          <p>
            {t("faq.online.failsA")} <Link to={href("/support")}>{t("faq.contactSupport")}</Link> {t("faq.online.failsA2")}
          </p>
        ),
      },
      { question: t("faq.online.start"), answer: <p>{t("faq.online.startA")}</p> },
    ],
  };
}

export function manualGroup({ t, href }: PageText): FaqGroup {
  return {
    id: "manual",
    heading: t("faq.manual"),
    faqs: [
      {
        question: t("faq.manual.without"),
        answer: (
          <>
            <p>{t("faq.manual.withoutA")}</p>
            <ul className="check-list">
              {manualPaymentModes.map((mode) => (
                <li key={mode}>{t(`mode.${mode}`)}</li>
              ))}
            </ul>
            <p>{t("faq.manual.amount")}</p>
          </>
        ),
      },
      {
        question: t("faq.manual.activated"),
        answer: (
          <ol className="faq-steps">
            <li>{t("faq.manual.step1")}</li>
            <li>
              {t("faq.manual.step2")} <Link to={href("/my-investar/manage-subscription")}>{t("faq.mySubscription")}</Link>{" "}
              {t("faq.manual.step2b")} <Link to={href("/support")}>{t("faq.manual.support")}</Link>
              {t("faq.manual.step2c")}
            </li>
            <li>{t("faq.manual.step3")}</li>
          </ol>
        ),
      },
    ],
  };
}
