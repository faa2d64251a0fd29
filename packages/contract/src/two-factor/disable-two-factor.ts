import { defineEndpoint } from "../endpoint.ts";
import { twoFactorCodeBody, twoFactorStatus } from "./two-factor-parts.ts";

export const disableTwoFactor = defineEndpoint({
  method: "POST",
  path: "/api/admin/two-factor/disable",
  body: twoFactorCodeBody,
  answer: twoFactorStatus,
});
