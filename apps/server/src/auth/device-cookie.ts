import { createHmac, randomBytes } from "node:crypto";
import type { FastifyReply, FastifyRequest } from "fastify";
import { SignJWT, jwtVerify } from "jose";
import type { Config } from "../config.ts";
import type { PasswordClient } from "../features/accounts/index.ts";

/**
 * The device cookie of ADR 0015 (OWASP's "device cookies" against lockout abuse): set on a browser
 * when it logs in successfully, it names that browser (a random id) and the accounts it has logged in
 * to. Signed, so it cannot be made up for someone else's account; httpOnly and scoped to the auth API, so
 * page scripts never see it. A login from a browser carrying it for that account is throttled on its own
 * counter, which strangers' failures never fill.
 */
export const DEVICE_COOKIE = "investar_device";
const DEVICE_COOKIE_PATH = "/api/auth";
const DEVICE_TTL_SECONDS = 180 * 24 * 60 * 60;
/** A shared family computer logs in to a few accounts; more than this and the oldest is forgotten. */
const MAX_ACCOUNTS = 5;
const AUDIENCE = "investar-device";

export interface Device {
  id: string;
  accounts: number[];
}

// Its own key (derived from the session secret), so a device cookie can never pass for a session token.
const deviceKey = (config: Config) => createHmac("sha256", config.sessionSecret!).update("device-cookie").digest();

/** The browser's device, or null when it has none (or one that is not ours, expired or tampered with). */
export async function readDevice(request: FastifyRequest, config: Config, now: Date): Promise<Device | null> {
  const value = request.cookies[DEVICE_COOKIE];
  if (!value || !config.sessionSecret) return null;
  try {
    const { payload } = await jwtVerify(value, deviceKey(config), { algorithms: ["HS256"], audience: AUDIENCE, currentDate: now });
    const accounts = payload.acc;
    if (typeof payload.sub !== "string" || !Array.isArray(accounts) || !accounts.every((id) => Number.isInteger(id))) return null;
    return { id: payload.sub, accounts: accounts as number[] };
  } catch {
    return null;
  }
}

/** The device id when this browser has logged in to `userId` before, else null (an unknown client). */
export const rememberedDeviceFor = (device: Device | null, userId: number): string | null =>
  device?.accounts.includes(userId) ? device.id : null;

/** Who is trying a password for `userId` on this request: its address and, if this browser logged in to that account before, its device. */
export async function passwordClientOf(request: FastifyRequest, config: Config, now: Date, userId: number): Promise<PasswordClient> {
  return { ip: request.ip, rememberedDevice: rememberedDeviceFor(await readDevice(request, config, now), userId) };
}

/** After a successful login: (re)issues the cookie with this account first. */
export async function rememberDevice(reply: FastifyReply, config: Config, device: Device | null, userId: number, now: Date): Promise<void> {
  const accounts = [userId, ...(device?.accounts ?? []).filter((id) => id !== userId)].slice(0, MAX_ACCOUNTS);
  const issuedAt = Math.floor(now.getTime() / 1000);
  const token = await new SignJWT({ acc: accounts })
    .setProtectedHeader({ alg: "HS256", typ: "JWT" })
    .setSubject(device?.id ?? randomBytes(16).toString("base64url"))
    .setAudience(AUDIENCE)
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + DEVICE_TTL_SECONDS)
    .sign(deviceKey(config));
  void reply.setCookie(DEVICE_COOKIE, token, {
    path: DEVICE_COOKIE_PATH,
    httpOnly: true,
    sameSite: "lax",
    secure: config.publicUrl.startsWith("https://"),
    maxAge: DEVICE_TTL_SECONDS,
  });
}
