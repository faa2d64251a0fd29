import { schema } from "@investar/db";
import type { AppDeps } from "../../../deps.ts";

export const CLIENT_LOG_MAX_LENGTH = 4000;
/** A plain short name: it is only a label, but it must never look like a path. */
export const CLIENT_LOG_FILE_NAME = /^[A-Za-z0-9][A-Za-z0-9_-]{0,59}(\.[A-Za-z0-9]{1,8})?$/;

/** POST user/WriteClientSideLogs: the browser's error report, kept with the caller's id when logged in. */
export async function writeClientLogs(deps: AppDeps, entry: { fileName: string; logs: string; userId: number | null }): Promise<void> {
  await deps.db.insert(schema.clientLogs).values({ userId: entry.userId, fileName: entry.fileName, text: entry.logs, at: deps.now() });
}
