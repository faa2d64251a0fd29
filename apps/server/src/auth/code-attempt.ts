import type { FastifyRequest } from "fastify";
import type { Config } from "../config.ts";
import { readDevice, type Device } from "./device-cookie.ts";

/** Where an authenticator code is tried: what wrong codes are counted against (ADR 0031), never the account as a whole. */
export interface CodeAttempt {
  /** `challenge:<id>` for a login's code step, `session:<id>` for a signed-in admin enrolling or turning it off. */
  scope: string;
  /** The caller's address and device cookie: a browser that logged in to this account before counts on its own. */
  ip: string;
  device: Device | null;
}

export async function codeAttemptOf(request: FastifyRequest, config: Config, now: Date, scope: string): Promise<CodeAttempt> {
  return { scope, ip: request.ip, device: await readDevice(request, config, now) };
}
