import { z } from "zod";
import { defineEndpoint } from "../endpoint.ts";
import { formText } from "../parts/form-text.ts";
import { userId } from "../parts/user-id-query.ts";
import { memberInfo } from "./member-info.ts";

export const saveMemberProfile = defineEndpoint({
  method: "POST",
  path: "/api/user/SaveMemberProfile",
  body: z.object({
    userId,
    fullName: z.string({ error: "fullName is required." }).max(200, "Use at most 200 characters."),
    gender: formText(40),
    dateOfBirth: formText(10),
    occupation: formText(60),
    tradingExperience: formText(60),
  }),
  answer: memberInfo,
});
