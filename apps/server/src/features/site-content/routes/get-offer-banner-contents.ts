import { access } from "../../../auth/access.ts";
import { getOfferBanner } from "../services/get-offer-banner.ts";
import { offerBanner } from "@investar/contract/site-content/site-content-parts";
import { userRoute } from "./route.ts";

export default userRoute(
  { method: "GET", path: "/api/user/GetOfferBannerContents", answer: offerBanner.nullable() },
  {
    config: { access: access.anyone, publicCacheMs: 30_000 },
    summary: "The offer banner currently running (its id is what UpdateOfferContent changes), or null",
    handler: async (_request, { deps }) => getOfferBanner(deps),
  },
);
