import { sql } from "drizzle-orm";
import { schema } from "@investar/db";
import { afterAll, beforeAll, expect, it } from "vitest";
import { isUniqueViolation } from "@investar/db";
import { createTestApp, databaseKind, type TestApp } from "./support/test-app.ts";

/** docs/business-rules.md#email-already-registered: one account per address, whatever its case, enforced by the database. */
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ seed: false });
});
afterAll(() => t.close());

const accountsFor = async (email: string) =>
  (
    await t.db
      .select({ id: schema.users.id })
      .from(schema.users)
      .where(sql`lower(${schema.users.email}) = ${email.toLowerCase()}`)
  ).length;

it(`10 parallel sign-ups with case variants of one address make one account (${databaseKind})`, async () => {
  const variants = [
    "Case.Racer@Example.in",
    "case.racer@example.in",
    "CASE.RACER@EXAMPLE.IN",
    "Case.racer@example.IN",
    "cAse.Racer@example.in",
    "caSe.Racer@example.in",
    "casE.Racer@example.in",
    "Case.Racer@example.in",
    "case.RACER@example.in",
    "CASE.racer@Example.In",
  ];
  const answers = await Promise.all(
    variants.map((Email) =>
      t.app.inject({
        method: "POST",
        url: "/api/auth/register",
        payload: { FullName: "Case Racer", Email, MobileNo: "9820012345", AgeConfirmed: true, RegSrc: "Normal" },
      }),
    ),
  );
  expect(answers.map((answer) => answer.statusCode)).toEqual(Array(10).fill(200));
  const categories = answers.map((answer) => answer.json().category as string);
  expect(categories.filter((category) => category === "FreshRegistration")).toHaveLength(1);
  for (const answer of answers.filter((a) => a.json().category !== "FreshRegistration")) {
    expect(answer.json().category).toMatch(/^EmailExist/);
    expect(answer.json().message).toContain("This Email Id is already registered in investarindia.com");
  }
  expect(await accountsFor("case.racer@example.in")).toBe(1);
});

it("the database itself refuses a second account whose email differs only in case", async () => {
  await t.db.insert(schema.users).values({ email: "Only.Once@example.in", fullName: "Only Once" });
  const second = await t.db
    .insert(schema.users)
    .values({ email: "only.once@EXAMPLE.in", fullName: "Only Twice" })
    .then(
      () => null,
      (error: unknown) => error,
    );
  expect(isUniqueViolation(second)).toBe(true);
  expect(await accountsFor("only.once@example.in")).toBe(1);
});
