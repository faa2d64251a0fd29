import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { createUser } from "./sessions.ts";
import type { TestApp } from "./test-app.ts";

/**
 * An SMS provider on loopback (docs/architecture.md#mail-and-sms: real protocol, local stand-in): `answer` gets each
 * request with its whole body, keeps what the test needs and writes the provider's response.
 */
export async function startSmsStandIn(answer: (request: IncomingMessage, body: string, response: ServerResponse) => void) {
  const server = createServer((request, response) => {
    let body = "";
    request.on("data", (chunk) => (body += chunk));
    request.on("end", () => answer(request, body, response));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A new customer asks for a code to verify the mobile number 9820099999; the site's answer. */
export async function requestVerificationCode(t: TestApp) {
  const user = await createUser(t);
  return t.app.inject({
    method: "GET",
    url: `/api/auth/GetVerificationCode?userId=${user.userId}&mobileNumber=9820099999`,
    headers: user.auth,
  });
}
