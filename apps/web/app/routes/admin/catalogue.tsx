import type { Route } from "./+types/catalogue";
import { AddonsPanel } from "../../components/admin/catalogue/addons-panel.tsx";
import { CouponsPanel } from "../../components/admin/catalogue/coupons-panel.tsx";
import { DiscountRulesPanel } from "../../components/admin/catalogue/discount-rules-panel.tsx";
import { PackagesPanel } from "../../components/admin/catalogue/packages-panel.tsx";
import { PriceSetsPanel } from "../../components/admin/catalogue/price-sets-panel.tsx";
import { appContext } from "../../load-context.ts";
import { pageMeta, publicUrlFrom } from "../../lib/page-meta.ts";
import "../../styles/admin.css";

export async function loader({ context }: Route.LoaderArgs) {
  const { services, user } = context.get(appContext);
  // The guard checks core's static admin roles; the server's configured ADMIN_ROLES are the final word.
  if (!user?.isAdmin) throw new Response("Forbidden", { status: 403 });
  return { catalogue: await services.getAdminCatalogue() };
}

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta({
    title: "Prices and offers | Admin | Investar",
    description: "Price sets, coupons and discount rules.",
    path: "/admin/catalogue",
    publicUrl: publicUrlFrom(matches),
    noindex: true,
  });
}

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
