import { access } from "../../../auth/access.ts";
import type { RouteModule } from "../../../http/app-types.ts";
import { getOfferBanner } from "../services/get-offer-banner.ts";
import { offerBanner } from "@investar/contract/site-content/site-content-parts";

const getOfferBannerContents: RouteModule = (app, deps) => {
  app.get(
    "/api/user/GetOfferBannerContents",
    {
      config: { access: access.anyone, publicCacheMs: 30_000 },
      schema: {
        tags: ["user"],
        summary: "The offer banner currently running (its id is what UpdateOfferContent changes), or null",
        response: { 200: offerBanner.nullable() },
      },
    },
    async () => getOfferBanner(deps),
  );
};

export default getOfferBannerContents;
