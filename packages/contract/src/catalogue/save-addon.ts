import { defineEndpoint } from "../endpoint.ts";
import { addonBody, savedId } from "./catalogue-parts.ts";

export const saveAddon = defineEndpoint({
  method: "POST",
  path: "/api/admin/catalogue/addons",
  body: addonBody,
  answer: savedId,
});
