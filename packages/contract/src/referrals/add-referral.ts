import { z } from "zod";
import { defineEndpoint } from "../endpoint.ts";
import { idParam } from "../parts/id-param.ts";
import { referralEntry } from "./referral-entry.ts";

export const addReferral = defineEndpoint({
  method: "GET",
  path: "/api/auth/AddReferral",
  query: z.object({ emailAddress: z.string({ error: "Email is Required." }).max(200), refereeId: idParam("refereeId") }),
  answer: z.object({ referral: referralEntry, alreadyInvited: z.boolean(), message: z.string() }),
});
