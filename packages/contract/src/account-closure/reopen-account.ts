import { z } from "zod";
import { defineEndpoint } from "../endpoint.ts";

/** docs/business-rules.md#account-closure: the mailed link's "reopen my account", within its 7 days. */
export const reopenAccount = defineEndpoint({
  method: "POST",
  path: "/api/account/reopen",
  body: z.object({ token: z.string({ error: "This link is incomplete. Open the link from the mail again." }).min(20).max(200) }),
  answer: z.object({ message: z.string(), email: z.string() }),
});
