import type { Route } from "./+types/catalogue";
import { AddonsPanel } from "../../components/admin/catalogue/addons-panel.tsx";
import { CouponsPanel } from "../../components/admin/catalogue/coupons-panel.tsx";
import { DiscountRulesPanel } from "../../components/admin/catalogue/discount-rules-panel.tsx";
import { PackagesPanel } from "../../components/admin/catalogue/packages-panel.tsx";
import { PriceSetsPanel } from "../../components/admin/catalogue/price-sets-panel.tsx";
import "../../styles/admin.css";
import { adminContext } from "../../components/admin/admin-context.server.ts";
import { adminMeta } from "../../components/admin/admin-meta.ts";

export async function loader({ context }: Route.LoaderArgs) {
  const { services } = adminContext(context);
  return { catalogue: await services.getAdminCatalogue() };
}

export const meta = adminMeta({
  title: "Prices and offers",
  description: "Price sets, coupons and discount rules.",
  path: "/admin/catalogue",
});

/** /admin/catalogue (ADR 0024): every change reaches customers' quotes at once. */
export default function AdminCatalogue({ loaderData }: Route.ComponentProps) {
  const { catalogue } = loaderData;
  return (
    <div className="admin-page">
      <h1>Prices, coupons and offers</h1>
      <nav aria-label="Sections" className="button-row">
        <a href="#coupons-heading">Coupons</a>
        <a href="#rules-heading">Discount rules and offers</a>
        <a href="#price-sets-heading">Price sets and prices</a>
        <a href="#addons-heading">Add-ons</a>
        <a href="#packages-heading">Packages</a>
      </nav>
      <CouponsPanel catalogue={catalogue} />
      <DiscountRulesPanel catalogue={catalogue} />
      <PriceSetsPanel catalogue={catalogue} />
      <AddonsPanel catalogue={catalogue} />
      <PackagesPanel catalogue={catalogue} />
    </div>
  );
}
