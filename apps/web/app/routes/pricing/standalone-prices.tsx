import { formatMoney, GST_PERCENT } from "@investar/core";
import { Link } from "react-router";
import type { Route } from "./+types/standalone-prices";
import type { RouteHandle } from "../../root.tsx";
import { PageHero } from "../../components/content-page.tsx";
import { appContext } from "../../load-context.ts";
import { pageMeta, publicUrlFrom } from "../../lib/page-meta.ts";
import "../../styles/product.css";
import "../../styles/pricing.css";

/** A price table and links: served without React (ADR 0004). */
export const handle: RouteHandle = { hydrate: false };

export async function loader({ context }: Route.LoaderArgs) {
  return { items: await context.get(appContext).services.listStandalonePrices() };
}

export function headers() {
  return { "Cache-Control": "public, max-age=60" };
}

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta({
    title: "Standalone price list: Investar software on its own | Investar",
    description:
      "The price of Investar charting software on its own, with end-of-day data and without data add-ons: Standard (EOD) for a year, with 18% GST shown.",
    path: "/Pricing/StandalonePrices",
    publicUrl: publicUrlFrom(matches),
  });
}

/** docs/business-rules.md#standalone-price-list, served by payment/StandalonePriceList: what institutions and resellers quote. */
export default function StandalonePrices({ loaderData }: Route.ComponentProps) {
  const { items } = loaderData;
  return (
    <>
      <PageHero
        eyebrow="Pricing"
        heading="Standalone price list"
        lead="The software on its own for a year, one licence, with end-of-day data and without data add-ons. Institutes, firms and resellers quote these prices; the same editions can be bought online."
      />
      <div className="page-narrow">
        {items.length === 0 ? (
          <p>No standalone price is published at the moment. Every edition can be bought on the Pricing page.</p>
        ) : (
          <section className="table-wrap" aria-labelledby="standalone-caption" tabIndex={0}>
            <table className="table table--stack price-table">
              <caption id="standalone-caption" className="price-table__caption">
                Standalone prices in rupees
              </caption>
              <thead>
                <tr>
                  <th scope="col">Item</th>
                  <th scope="col" className="num">
                    Price
                  </th>
                  <th scope="col" className="num">
                    GST {GST_PERCENT}%
                  </th>
                  <th scope="col" className="num">
                    You pay
                  </th>
                </tr>
              </thead>
              <tbody>
                {items.map((item) => (
                  <tr key={item.Name}>
                    <th scope="row">{item.Name}</th>
                    <td className="num" data-label="Price">
                      {formatMoney(item.Price, "INR")}
                    </td>
                    <td className="num" data-label={`GST ${GST_PERCENT}%`}>
                      {formatMoney(item.Gst, "INR")}
                    </td>
                    <td className="num" data-label="You pay">
                      {formatMoney(item.Total, "INR")}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </section>
        )}
        <div className="notice notice--info">
          <h2 className="h-small">Buying</h2>
          <p>
            Buy online by choosing the edition&rsquo;s annual plan on the <Link to="/Pricing?plan=Annual">Pricing page</Link>, or pay by
            bank transfer, cheque or UPI as the <Link to="/Pricing/PaymentFaqs">payment FAQs</Link> explain. For a quotation on your
            letterhead, <Link to="/support">write to support</Link>.
          </p>
        </div>
      </div>
    </>
  );
}
