import { z } from "zod";
import { LANGUAGES, type Language } from "@investar/core/i18n/languages";
import { defineEndpoint } from "../endpoint.ts";
import { userIdQuery } from "../parts/user-id-query.ts";

/** The language of a customer's mails and own pages (docs/adr/0059-hindi-with-lingui.md#choosing-a-language): English or Hindi. */
const languageChoice = z.object({
  language: z.enum(LANGUAGES as [Language, ...Language[]], { message: "Choose English or Hindi." }),
});

export const saveLanguageProfile = defineEndpoint({
  method: "POST",
  path: "/api/user/SaveLanguageProfile",
  query: userIdQuery,
  body: languageChoice,
  answer: languageChoice,
});
