import { z } from "zod";
import { defineEndpoint } from "../endpoint.ts";
import { formText } from "../parts/form-text.ts";
import { userIdQuery } from "../parts/user-id-query.ts";
import { contactInfo } from "./contact-info.ts";

export const saveContactProfile = defineEndpoint({
  method: "POST",
  path: "/api/user/SaveContactProfile",
  query: userIdQuery,
  body: z.object({
    country: formText(20),
    state: formText(80),
    city: formText(80),
    otherCity: formText(80),
    address: formText(400),
    pinCode: formText(10),
  }),
  answer: contactInfo,
});
