import type { AppDeps } from "../../../deps.ts";
import { AppError, badRequest } from "../../../errors.ts";
import { fetchFacebookProfile } from "../../../integrations/social/facebook-graph.ts";

/**
 * Who a Facebook access token belongs to, for every Facebook sign-in (the login page's and the checkout's): the token is checked
 * with the Graph API (docs/architecture.md#social-login), and an account needs the address Facebook confirmed.
 */
export async function facebookIdentity(deps: AppDeps, accessToken: string): Promise<{ email: string; name: string }> {
  const { appId, graphUrl } = deps.config.facebook;
  if (!appId) throw new AppError("Unavailable", "Facebook login is not configured on this server (FACEBOOK_APP_ID is not set).");
  const profile = await fetchFacebookProfile({ appId, graphUrl }, accessToken);
  if (!profile.email) {
    throw badRequest(
      "Facebook did not share your email address with us. Allow access to your email on Facebook, or sign up with your email address.",
    );
  }
  return { email: profile.email, name: profile.name };
}
