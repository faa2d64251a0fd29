import type { FastifyReply } from "fastify";
import type { Config } from "../config.ts";
import { SESSION_COOKIE, SESSION_TTL_SECONDS } from "./session-token.ts";

/** docs/architecture.md#sessions: httpOnly, SameSite=Lax, Secure under https; page scripts never see the token. */
export function setSessionCookie(reply: FastifyReply, config: Config, token: string): void {
  void reply.setCookie(SESSION_COOKIE, token, {
    path: "/",
    httpOnly: true,
    sameSite: "lax",
    secure: config.publicUrl.startsWith("https://"),
    maxAge: SESSION_TTL_SECONDS,
  });
}

export function clearSessionCookie(reply: FastifyReply, config: Config): void {
  void reply.clearCookie(SESSION_COOKIE, { path: "/", httpOnly: true, sameSite: "lax", secure: config.publicUrl.startsWith("https://") });
}
