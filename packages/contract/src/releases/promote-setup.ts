import { defineEndpoint } from "../endpoint.ts";
import { idBody, setupBuild } from "./release-parts.ts";

export const promoteSetup = defineEndpoint({
  method: "POST",
  path: "/api/admin/PromoteSetup",
  body: idBody,
  answer: setupBuild,
});
