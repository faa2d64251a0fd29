import { and, eq } from "drizzle-orm";
import { schema } from "@investar/db";
import type { TestApp } from "./test-app.ts";

/** The audit log's rows about a user (subject `user:<id>`). */
export const auditRowsAbout = (t: TestApp, userId: number) =>
  t.db
    .select()
    .from(schema.auditLog)
    .where(eq(schema.auditLog.subject, `user:${userId}`));

/** The actions the audit log recorded about a user. */
export const auditActionsAbout = async (t: TestApp, userId: number) => (await auditRowsAbout(t, userId)).map((row) => row.action);

/** The audit log's rows of one action about one subject (`order:<number>`, `user:<id>`, …). */
export const auditRowsOf = (t: TestApp, action: string, subject: string) =>
  t.db
    .select()
    .from(schema.auditLog)
    .where(and(eq(schema.auditLog.action, action), eq(schema.auditLog.subject, subject)));
