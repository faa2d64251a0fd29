import { storeForUserAgent } from "@investar/core";
import { redirect } from "react-router";
import type { Route } from "./+types/get-app";
import { appContext } from "../load-context.ts";

/**
 * /app, what the mobile app's QR code holds (docs/business-rules.md#mobile-app-links, ADR 0040): an iPhone goes to the App
 * Store page, an Android phone to Google Play, when that store's page is configured; anything else, or a store without a
 * page, to /PricingMobile, which shows the app's plans and whichever badges there are. Never a dead link.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const app = await context.get(appContext).services.getMobileApp();
  const store = storeForUserAgent(request.headers.get("user-agent") ?? "");
  return redirect((store && app[store]) || "/PricingMobile", { headers: { "cache-control": "no-store", vary: "user-agent" } });
}
