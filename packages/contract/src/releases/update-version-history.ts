import { defineEndpoint } from "../endpoint.ts";
import { isBetaQuery, versionHistoryEntry, versionNoteUpdateBody } from "./release-parts.ts";

export const updateVersionHistory = defineEndpoint({
  method: "POST",
  path: "/api/user/UpdateVersionHistory",
  query: isBetaQuery,
  body: versionNoteUpdateBody,
  answer: versionHistoryEntry,
});
