import type { FastifyReply } from "fastify";
import type { z } from "zod";
import { registrationVariantAnswer } from "@investar/contract/accounts/register";
import type { Config } from "../../../config.ts";
import { setSessionCookie } from "../../../auth/session-cookie.ts";
import type { VariantOutcome } from "../services/register-or-sign-in.ts";

/** What the registration variants answer: `{category, message}`, plus the token when a password signed the user in. */
export const variantResponse = registrationVariantAnswer;

// Same limit as auth/register (each call may create an account and send mail), and signs in like it.
export const variantRouteConfig = { signsIn: true, rateLimit: { max: 20, timeWindow: "1 hour" } };

export function sendVariantOutcome(
  reply: FastifyReply,
  config: Config,
  { result, session }: VariantOutcome,
): z.infer<typeof variantResponse> {
  if (!session) return result;
  setSessionCookie(reply, config, session.token);
  return { ...result, tokenString: session.token };
}
