import { z } from "zod";
import { AppError } from "../../errors.ts";

export interface FacebookProfile {
  id: string;
  name: string;
  /** Facebook only shares a confirmed address, and only when the user allowed it. */
  email: string | null;
}

const TIMEOUT_MS = 5_000;
const REJECTED = "Facebook did not accept this login. Please log in with Facebook again.";

const meShape = z.object({ id: z.string(), name: z.string().optional().default(""), email: z.string().optional() });
const appShape = z.object({ id: z.string() });

async function graphGet(graphUrl: string, path: string, accessToken: string): Promise<unknown> {
  const url = new URL(`${graphUrl.replace(/\/+$/, "")}${path}`);
  url.searchParams.set("access_token", accessToken);
  let response: Response;
  try {
    response = await fetch(url, { signal: AbortSignal.timeout(TIMEOUT_MS), headers: { accept: "application/json" } });
  } catch {
    throw new AppError("Unavailable", "Facebook could not be reached. Please try again in a moment.");
  }
  // Graph answers an expired or forged token with 400/401 and an `error` object: the login is refused.
  if (!response.ok) throw new AppError("Unauthorized", REJECTED);
  return response.json().catch(() => {
    throw new AppError("Unauthorized", REJECTED);
  });
}

/**
 * docs/architecture.md#social-login: the access token is checked against the Graph API. `/app` names the app the token was issued
 * to, so a token a user gave some other app cannot be replayed here; `/me` gives the person.
 */
export async function fetchFacebookProfile(facebook: { appId: string; graphUrl: string }, accessToken: string): Promise<FacebookProfile> {
  const [app, me] = await Promise.all([
    graphGet(facebook.graphUrl, "/app", accessToken),
    graphGet(facebook.graphUrl, "/me?fields=id,name,email", accessToken),
  ]);
  const appParsed = appShape.safeParse(app);
  const meParsed = meShape.safeParse(me);
  if (!appParsed.success || !meParsed.success) throw new AppError("Unauthorized", REJECTED);
  if (appParsed.data.id !== facebook.appId)
    throw new AppError("Unauthorized", "This Facebook login was made for another app. Please log in with Facebook again.");
  return { id: meParsed.data.id, name: meParsed.data.name, email: meParsed.data.email?.trim() || null };
}
