import { REG_SOURCES, REGISTRATION_CATEGORIES } from "@investar/core";
import { z } from "zod";
import { access } from "../../../auth/access.ts";
import { readAcquisition } from "../../../http/acquisition-cookie.ts";
import type { RouteModule } from "../../../http/app-types.ts";
import { registerUser } from "../services/register-user.ts";
import { returnUrlParam } from "./return-url-param.ts";

/** docs/business-rules.md#registration-payload's registration payload. Password and City are sent empty by the form; the password is chosen after verification. */
export const registrationBody = z.object({
  FullName: z.string().max(200),
  Email: z.string().max(200),
  Password: z.string().max(200).optional().default(""),
  City: z.string().max(100).optional().default(""),
  MobileNo: z.string().max(30),
  RegSrc: z.enum(REG_SOURCES).default("Normal"),
  MarketingConsent: z.boolean().default(false).describe("Ticked by the visitor: newsletter, webinar invitations and offers by mail"),
  ReferrerCode: z.string().max(40).optional().describe("The `ref` of the member's referral link the visitor came through"),
});

export const registrationResponse = z.object({
  category: z.enum(REGISTRATION_CATEGORIES),
  message: z.string(),
  userId: z.number().int().optional(),
});

const register: RouteModule = (app, deps) => {
  app.post(
    "/api/auth/register",
    {
      config: { access: access.anyone, signsIn: true, rateLimit: { max: 20, timeWindow: "1 hour" } },
      schema: {
        tags: ["auth"],
        summary: "Sign up for the 7-day free trial",
        querystring: z.object({ ip: z.string().max(64).optional(), returnUrl: returnUrlParam }),
        body: registrationBody,
        response: { 200: registrationResponse },
      },
    },
    async (request) =>
      registerUser(deps, request.body, {
        ip: request.query.ip ?? request.ip,
        acquisition: readAcquisition(request),
        returnUrl: request.query.returnUrl ?? null,
      }),
  );
};

export default register;
