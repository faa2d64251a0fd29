import { defineEndpoint } from "../endpoint.ts";
import { deleted, idBody } from "./catalogue-parts.ts";

export const deletePackage = defineEndpoint({
  method: "POST",
  path: "/api/admin/catalogue/packages/delete",
  body: idBody,
  answer: deleted,
});
