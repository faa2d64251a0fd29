import { profileMessages } from "@investar/core/profile";
import { z } from "zod";
import { access } from "../../../auth/access.ts";
import { updateEmailAddress as updateEmailAddressContract } from "@investar/contract/accounts/update-email-address";
import { AppError } from "../../../errors.ts";
import { route } from "./route.ts";

export const emailChangeRateLimit = { rateLimit: { max: 10, timeWindow: "1 hour" } };
export const emailChangeAnswer = updateEmailAddressContract.answer;

/**
 * docs/business-rules.md#email-change: the API's old GET spelling no longer changes anything. A link (or
 * a page of another site) could make a browser send it with its cookie; the change is a POST with the
 * current password, which the CSRF check covers. Old links and clients get 405 and what to do instead.
 */
export default route(
  { method: "GET", path: "/api/auth/UpdateEmailAddress", query: z.object({}).passthrough() },
  {
    config: { access: access.anyone },
    summary: "Retired: answers 405 with how to change the email (POST auth/UpdateEmailAddress with the current password)",
    handler: async (_request, { reply }) => {
      void reply.header("allow", "POST");
      throw new AppError("UseEmailChangeForm", profileMessages.emailChangeNeedsConfirmation, { status: 405 });
    },
  },
);
