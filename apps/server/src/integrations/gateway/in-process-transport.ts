import type { FastifyInstance } from "fastify";
import type { FormTransport } from "./form-transport.ts";

/** The app's own router as a gateway transport: the simulator's API answered without a socket (ADR 0007). */
export function inProcessTransport(app: FastifyInstance): FormTransport {
  return async (url, form) => {
    const response = await app.inject({
      method: "POST",
      url,
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: new URLSearchParams(form).toString(),
    });
    return { status: response.statusCode, body: response.body };
  };
}
