import { createServer } from "node:http";
import { startGoogleStandIn, startGraphStandIn, type GraphPerson } from "../../apps/server/test/support/social-stand-ins.ts";

export const E2E_GOOGLE_CLIENT_ID = "e2e-google-client.apps.example";
export const E2E_FACEBOOK_APP_ID = "424242";

/**
 * Google's JWKS and Facebook's Graph API on loopback for the journeys (docs/architecture.md#social-login), plus a control port
 * the browser tests use to mint ID tokens and register Graph access tokens.
 */
export async function startSocialStandIns(controlPort: number) {
  const google = await startGoogleStandIn(E2E_GOOGLE_CLIENT_ID);
  const people: Record<string, GraphPerson> = {};
  const graph = await startGraphStandIn(E2E_FACEBOOK_APP_ID, people);
  const control = createServer((request, response) => {
    const url = new URL(request.url ?? "/", "http://control.local");
    const send = (body: unknown) => response.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify(body));
    if (url.pathname === "/google-id-token") {
      void google
        .idToken({
          email: url.searchParams.get("email") ?? "",
          name: url.searchParams.get("name") ?? "",
          nonce: url.searchParams.get("nonce") ?? "",
        })
        .then((token) => send({ token }));
      return;
    }
    if (url.pathname === "/graph-person") {
      const token = url.searchParams.get("token") ?? "";
      people[token] = {
        id: url.searchParams.get("id") ?? "1",
        name: url.searchParams.get("name") ?? "",
        email: url.searchParams.get("email") ?? undefined,
      };
      send({ ok: true });
      return;
    }
    response.writeHead(404).end();
  });
  await new Promise<void>((resolve) => control.listen(controlPort, "127.0.0.1", resolve));
  return { googleJwksUrl: google.jwksUrl, graphUrl: graph.url };
}
