import { z } from "zod";
import { defineEndpoint } from "../endpoint.ts";
import { userId } from "../parts/user-id-query.ts";

export const saveMobileNumberProfile = defineEndpoint({
  method: "POST",
  path: "/api/user/SaveMobileNumberProfile",
  query: z.object({ userId, mobileNumber: z.string().max(20), verificationCode: z.string().max(10) }),
  answer: z.object({ mobileNumber: z.string() }),
});
