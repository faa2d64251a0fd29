import { eq } from "drizzle-orm";
import { schema } from "@investar/db";
import { hashPassword } from "../../src/auth/passwords.ts";
import type { TestApp } from "./test-app.ts";

let counter = 0;
const PASSWORD = "Sensex2026up";
// Every test user has the same password, so one argon2id hash (production's cost, ~20 ms of CPU) serves them all
// for the life of the worker; each login still verifies against it.
let passwordHash: Promise<string> | undefined;

export interface TestUser {
  userId: number;
  email: string;
  password: string;
  token: string;
  /** Headers for a bearer-authenticated call. */
  auth: { authorization: string };
}

/** A verified, signed-in account (an investor unless `role` says otherwise; `language` is the account's, for its mails and pages). */
export async function createUser(
  t: TestApp,
  options: { role?: string; name?: string; email?: string; language?: "en" | "hi" } = {},
): Promise<TestUser> {
  counter += 1;
  const email = options.email ?? `user${counter}.${Date.now()}@example.in`;
  const password = PASSWORD;
  const [row] = await t.db
    .insert(schema.users)
    .values({
      email,
      fullName: options.name ?? `Test User`,
      mobileNo: "9876543210",
      role: options.role ?? "Investor",
      ...(options.language ? { language: options.language } : {}),
      isEmailVerified: true,
      passwordHash: await (passwordHash ??= hashPassword(PASSWORD)),
      trialEndsAt: new Date(Date.now() + 7 * 86_400_000),
    })
    .returning({ id: schema.users.id });
  const login = await t.app.inject({ method: "POST", url: "/api/auth/login", payload: { userName: email, password } });
  if (login.statusCode !== 200) throw new Error(`login failed: ${login.body}`);
  const token = login.json().tokenString as string;
  return { userId: row!.id, email, password, token, auth: { authorization: `Bearer ${token}` } };
}

export async function setRole(t: TestApp, userId: number, role: string): Promise<void> {
  await t.db.update(schema.users).set({ role }).where(eq(schema.users.id, userId));
}
