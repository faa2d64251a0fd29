import { expect, type BrowserContext, type Page } from "@playwright/test";

const control = () => `http://127.0.0.1:${process.env.E2E_SOCIAL_CONTROL_PORT}`;

/** The provider's page is replaced by an immediate redirect back to our popup route, as after a consent. */
export async function answerProvider(context: BrowserContext, host: string, fragment: (query: URLSearchParams) => Promise<string>) {
  await context.route(`https://${host}/**`, async (route) => {
    const query = new URL(route.request().url()).searchParams;
    const redirect = query.get("redirect_uri")!;
    await route.fulfill({ status: 302, headers: { location: `${redirect}#${await fragment(query)}` } });
  });
}

/** Google answers every consent with an ID token for this person. */
export async function answerGoogleAs(context: BrowserContext, email: string, name: string) {
  await answerProvider(context, "accounts.google.com", async (query) => {
    const params = new URLSearchParams({ email, name, nonce: query.get("nonce") ?? "" });
    const { token } = (await (await fetch(`${control()}/google-id-token?${params.toString()}`)).json()) as { token: string };
    return `id_token=${token}&state=${query.get("state")}`;
  });
}

/** Facebook answers every consent with an access token the Graph stand-in knows as this person. */
export async function answerFacebookAs(context: BrowserContext, email: string, name: string) {
  const token = `fb-token-${Date.now()}`;
  const person = new URLSearchParams({ token, id: `77${Date.now()}`, name, email });
  await fetch(`${control()}/graph-person?${person.toString()}`);
  await answerProvider(context, "www.facebook.com", async (query) => `access_token=${token}&state=${query.get("state")}`);
}

/** Completes a new account in the provider's popup once it opens: the notice and the 18+ declaration (docs/business-rules.md#privacy-notice). */
export async function completeSignUpInPopup(popupOpens: Promise<Page>): Promise<Page> {
  const popup = await popupOpens;
  await expect(popup.getByRole("heading", { name: "Complete your sign-up" })).toBeVisible({ timeout: 15_000 });
  await popup.getByLabel("I am 18 years or older").check();
  await popup.getByRole("button", { name: "Create my account" }).click();
  return popup;
}
