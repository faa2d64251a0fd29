import { formatMoney } from "@investar/core";
import { Link } from "react-router";
import type { Route } from "./+types/pricing";
import { appContext } from "../../load-context.ts";
import { pageMeta, publicUrlFrom } from "../../lib/page-meta.ts";

export async function loader({ context }: Route.LoaderArgs) {
  return { plans: await context.get(appContext).services.getPlanCards() };
}

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta({
    title: "Pricing and plans | Investar",
    description: "Investar plans: Lite free, Standard from ₹831 a month and Pro from ₹1165 a month, paid quarterly. GST extra for INR.",
    path: "/Pricing",
    publicUrl: publicUrlFrom(matches),
  });
}

export default function Pricing({ loaderData }: Route.ComponentProps) {
  return (
    <section className="section">
      <div className="section__inner">
        <h1>Plans and pricing</h1>
        <p className="section__intro">Prices are per month, billed quarterly, in Indian rupees; 18% GST is added at checkout.</p>
        <div className="grid grid--3">
          {loaderData.plans.map((plan) => (
            <article key={plan.slug} className="card">
              <h2>{plan.name}</h2>
              <p>{plan.tagline}</p>
              <p>
                <strong>{plan.fromMonthlyMinor === 0 ? "Free" : `from ${formatMoney(plan.fromMonthlyMinor, "INR")}`}</strong> {plan.fromMonthlyMinor === 0 ? "" : plan.billingNote}
              </p>
              <ul className="check-list">
                {plan.features.map((feature) => (
                  <li key={feature}>{feature}</li>
                ))}
              </ul>
              <Link to={`/investar/${plan.slug}`} className="button button--primary">
                About {plan.name}
              </Link>
            </article>
          ))}
        </div>
      </div>
    </section>
  );
}
