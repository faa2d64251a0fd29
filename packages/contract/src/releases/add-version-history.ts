import { defineEndpoint } from "../endpoint.ts";
import { isBetaQuery, versionHistoryEntry, versionNoteBody } from "./release-parts.ts";

export const addVersionHistory = defineEndpoint({
  method: "POST",
  path: "/api/user/AddVersionHistory",
  query: isBetaQuery,
  body: versionNoteBody,
  answer: versionHistoryEntry,
});
