import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import type { FastifyInstance } from "fastify";
import { SignJWT, exportJWK, generateKeyPair, type JWTPayload } from "jose";

async function listen(handler: (req: IncomingMessage, res: ServerResponse) => void): Promise<{ server: Server; url: string }> {
  const server = createServer(handler);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return { server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}

const close = (server: Server) => new Promise<void>((resolve) => server.close(() => resolve()));

function sendJson(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { "content-type": "application/json" }).end(JSON.stringify(body));
}

/** The one-time nonce a sign-in page gets from the server before it sends the visitor to Google. */
export async function googleNonceFrom(app: FastifyInstance): Promise<string> {
  const res = await app.inject({ method: "GET", url: "/api/auth/googleNonce" });
  if (res.statusCode !== 200) throw new Error(`no Google nonce: ${res.body}`);
  return res.json().nonce as string;
}

/**
 * Google's side on loopback (docs/architecture.md#social-login): a JWKS with one RS256 key, and a signer for
 * ID tokens. Like Google, it puts the nonce the page sent into the token (`claims.nonce`).
 */
export async function startGoogleStandIn(clientId: string) {
  const { publicKey, privateKey } = await generateKeyPair("RS256");
  const jwk = { ...(await exportJWK(publicKey)), kid: "test-key-1", alg: "RS256", use: "sig" };
  const { server, url } = await listen((req, res) =>
    req.url === "/oauth2/v3/certs" ? sendJson(res, 200, { keys: [jwk] }) : sendJson(res, 404, {}),
  );
  const stranger = await generateKeyPair("RS256");

  return {
    jwksUrl: `${url}/oauth2/v3/certs`,
    /** An ID token as Google issues it; `claims` and `options` override the defaults to make bad ones. */
    async idToken(
      claims: JWTPayload & { email?: string; name?: string; email_verified?: unknown },
      options: { issuer?: string; audience?: string | string[]; expiresIn?: string; foreignKey?: boolean } = {},
    ) {
      return new SignJWT({ email_verified: true, ...claims })
        .setProtectedHeader({ alg: "RS256", kid: "test-key-1", typ: "JWT" })
        .setIssuer(options.issuer ?? "https://accounts.google.com")
        .setAudience(options.audience ?? clientId)
        .setSubject(String(claims.sub ?? "1098765432"))
        .setIssuedAt()
        .setExpirationTime(options.expiresIn ?? "1h")
        .sign(options.foreignKey ? stranger.privateKey : privateKey);
    },
    close: () => close(server),
  };
}

export interface GraphPerson {
  id: string;
  name: string;
  email?: string;
  /** The app the token was issued to; defaults to the one under test. */
  appId?: string;
}

/** Facebook's Graph API on loopback: `/me` and `/app` for the access tokens it was given. */
export async function startGraphStandIn(appId: string, people: Record<string, GraphPerson>) {
  const { server, url } = await listen((req, res) => {
    const request = new URL(req.url ?? "/", "http://graph.local");
    const person = people[request.searchParams.get("access_token") ?? ""];
    if (!person) return sendJson(res, 400, { error: { message: "Invalid OAuth access token.", type: "OAuthException", code: 190 } });
    if (request.pathname === "/app") return sendJson(res, 200, { id: person.appId ?? appId, name: "Investar" });
    if (request.pathname === "/me") {
      const { id, name, email } = person;
      return sendJson(res, 200, email ? { id, name, email } : { id, name });
    }
    sendJson(res, 404, { error: { message: "Unknown path" } });
  });
  return { url, close: () => close(server) };
}

/** An address where nothing listens: for "the provider cannot be reached". */
export async function closedPortUrl(): Promise<string> {
  const { server, url } = await listen(() => undefined);
  await close(server);
  return url;
}
