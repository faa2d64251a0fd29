import { profileSliceRoute } from "./profile-slice-route.ts";
import { subscriptionFlags } from "./profile-schemas.ts";

export default profileSliceRoute(
  "/api/user/GetSubscriptionFlags",
  "Which mailings the account receives",
  subscriptionFlags,
  (profile) => profile.subscriptionFlags,
);
