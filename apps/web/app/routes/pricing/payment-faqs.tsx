import { Link } from "react-router";
import type { Route } from "./+types/payment-faqs";
import type { RouteHandle } from "../../root.tsx";
import { PageHero } from "../../components/content-page.tsx";
import { FaqGroups } from "../../components/faq-groups.tsx";
import { gstGroup, manualGroup, onlineGroup } from "../../components/pricing/payment-faqs/payments.tsx";
import { licenceGroup, refundGroup, renewalGroup, walletGroup } from "../../components/pricing/payment-faqs/subscriptions.tsx";
import { appContext } from "../../load-context.ts";
import { pageMeta, publicUrlFrom } from "../../lib/page-meta.ts";
import "../../styles/product.css";
import "../../styles/pricing.css";

/** Questions and answers only: served without React (ADR 0004); <details> opens them without script. */
export const handle: RouteHandle = { hydrate: false };

export async function loader({ context }: Route.LoaderArgs) {
  const catalogue = await context.get(appContext).services.getPricingCatalogue();
  return { licenceFee: catalogue.nonSimultaneousLicenceFee };
}

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta({
    title: "Payment FAQs: GST invoices, manual payment, wallet and renewals | Investar",
    description:
      "How paying for Investar works: 18% GST invoices with your GSTIN, card payments, the eight manual payment modes and their activation, wallet credits, renewals, upgrades, licences and refunds.",
    path: "/Pricing/PaymentFaqs",
    publicUrl: publicUrlFrom(matches),
  });
}

export default function PaymentFaqs({ loaderData }: Route.ComponentProps) {
  const groups = [gstGroup, onlineGroup, manualGroup, walletGroup, renewalGroup, licenceGroup(loaderData.licenceFee), refundGroup];
  return (
    <>
      <PageHero
        eyebrow="Pricing"
        heading="Payment FAQs"
        lead="GST invoices, paying online or by bank transfer, how your wallet is used, and how renewals, upgrades and licences are priced."
      />
      <div className="page-narrow">
        <FaqGroups groups={groups} topicsLabel="Payment FAQ topics" />
        <div className="notice notice--info">
          <h2 className="h-small">See your exact price</h2>
          <p>
            Every rule above is applied, and explained line by line, when you <Link to="/Pricing">choose a plan</Link>. Still unsure?{" "}
            <Link to="/support">Contact support</Link>.
          </p>
        </div>
      </div>
    </>
  );
}
