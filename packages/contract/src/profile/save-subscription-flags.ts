import { defineEndpoint } from "../endpoint.ts";
import { userIdQuery } from "../parts/user-id-query.ts";
import { subscriptionFlags } from "./subscription-flags.ts";

export const saveSubscriptionFlags = defineEndpoint({
  method: "POST",
  path: "/api/user/SaveSubscriptionFlags",
  query: userIdQuery,
  body: subscriptionFlags,
  answer: subscriptionFlags,
});
