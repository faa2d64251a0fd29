import { redirect } from "react-router";
import type { Route } from "./+types/payment-form-redirect";

/** docs/business-rules.md#pricing-pages: payment-form URLs map to CustomizeSubscription (the gateway's return URL lands here). */
export function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  return redirect(`/Pricing/CustomizeSubscription${url.search}`);
}
