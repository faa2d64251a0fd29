import { REG_SOURCES, REGISTRATION_CATEGORIES } from "@investar/core";
import { z } from "zod";
import { defineEndpoint } from "../endpoint.ts";
import { returnUrlParam } from "../parts/return-url.ts";
import { signUpConsentFields } from "../parts/sign-up-consent.ts";

/** docs/business-rules.md#registration-payload's registration payload. Password and City are sent empty by the form; the password is chosen after verification. */
export const registrationBody = z.object({
  FullName: z.string().max(200),
  Email: z.string().max(200),
  Password: z.string().max(200).optional().default(""),
  City: z.string().max(100).optional().default(""),
  MobileNo: z.string().max(30),
  RegSrc: z.enum(REG_SOURCES).default("Normal"),
  ...signUpConsentFields,
  ReferrerCode: z.string().max(40).optional().describe("The `ref` of the member's referral link the visitor came through"),
});

export const registrationResponse = z.object({
  category: z.enum(REGISTRATION_CATEGORIES),
  message: z.string(),
  userId: z.number().int().optional(),
});

/** What the registration variants (landing pages, the broker page) answer: plus the token when a password signed the user in. */
export const registrationVariantAnswer = registrationResponse.extend({ tokenString: z.string().optional() });

export const register = defineEndpoint({
  method: "POST",
  path: "/api/auth/register",
  query: z.object({ ip: z.string().max(64).optional(), returnUrl: returnUrlParam }),
  body: registrationBody,
  answer: registrationResponse,
});
