import type { Route } from "./+types/site";
import { OfferBannerForm } from "../../components/admin/site/offer-banner-form.tsx";
import { appContext } from "../../load-context.ts";
import { pageMeta, publicUrlFrom } from "../../lib/page-meta.ts";
import "../../styles/admin.css";

export async function loader({ context }: Route.LoaderArgs) {
  const { services, user } = context.get(appContext);
  // The guard checks core's static admin roles; the server's configured ADMIN_ROLES are the final word.
  if (!user?.isAdmin) throw new Response("Forbidden", { status: 403 });
  return { banners: await services.listOfferBanners() };
}

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta({
    title: "Site content | Admin | Investar",
    description: "The offer banner on the home page.",
    path: "/admin/site",
    publicUrl: publicUrlFrom(matches),
    noindex: true,
  });
}

/** /admin/site (issue 12, "Offers and site content"): a change shows on the home page of every instance at once. */
export default function AdminSite({ loaderData }: Route.ComponentProps) {
  const { banners } = loaderData;
  return (
    <div className="admin-page">
      <h1>Site content</h1>
      {banners.length === 0 ? <p>There is no offer banner.</p> : null}
      {banners.map((banner) => (
        <OfferBannerForm key={banner.id} banner={banner} title={banners.length > 1 ? `Offer banner ${banner.id}` : "Offer banner"} />
      ))}
    </div>
  );
}
