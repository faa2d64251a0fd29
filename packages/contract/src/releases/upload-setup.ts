import { z } from "zod";
import { defineEndpoint } from "../endpoint.ts";
import { multipartForm } from "../parts/multipart-form.ts";
import { channelQuery, setupBuild } from "./release-parts.ts";

export const uploadSetup = defineEndpoint({
  method: "POST",
  path: "/api/admin/UploadSetup",
  query: channelQuery.extend({ version: z.string().trim().max(40).optional() }),
  body: multipartForm,
  answer: setupBuild,
});
