/**
 * docs/business-rules.md#last-admin: no change of role or of the disabled flag leaves the site with no
 * active admin, also when two admins remove each other at the same moment.
 */
import { and, inArray, isNull } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LAST_ADMIN_MESSAGE } from "@investar/core";
import { schema } from "@investar/db";
import { setAccountDisabled } from "../src/features/admin-users/services/set-account-disabled.ts";
import { setUserRole } from "../src/features/admin-users/services/set-user-role.ts";
import { createUser, type TestUser } from "./support/sessions.ts";
import { createTestApp, databaseKind, type TestApp } from "./support/test-app.ts";

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const post = (call: string, payload: object, user: TestUser) =>
  t.app.inject({ method: "POST", url: `/api/admin/${call}`, payload, headers: user.auth });
const activeAdmins = async () =>
  (
    await t.db
      .select({ id: schema.users.id })
      .from(schema.users)
      .where(and(inArray(schema.users.role, ["Admin", "SPAdmin"]), isNull(schema.users.disabledAt)))
  ).map((row) => row.id);

/** Leaves exactly these two as the site's active admins. */
async function onlyAdmins(): Promise<[TestUser, TestUser]> {
  const a = await createUser(t, { role: "Admin", name: "Admin A" });
  const b = await createUser(t, { role: "SPAdmin", name: "Admin B" });
  for (const id of await activeAdmins()) {
    if (id !== a.userId && id !== b.userId) expect((await post("SetUserRole", { userId: id, role: "Investor" }, a)).statusCode).toBe(200);
  }
  expect((await activeAdmins()).sort()).toEqual([a.userId, b.userId].sort());
  return [a, b];
}

/**
 * One change passes and the other is refused: by the rule, or — when the first had already committed before
 * the second's guard read its caller — because the caller is no longer an admin (403) or signed in (401).
 */
function outcomes(results: Array<{ statusCode: number; json(): { message?: string } }>) {
  const passed = results.filter((r) => r.statusCode === 200);
  const refused = results.filter((r) => r.statusCode === 403 || r.statusCode === 401);
  expect(passed).toHaveLength(1);
  expect(refused).toHaveLength(1);
  if (refused[0]!.statusCode === 403) expect([LAST_ADMIN_MESSAGE, "You are not allowed to do this."]).toContain(refused[0]!.json().message);
}

/** The services themselves, both past their guards at once (what two instances on PostgreSQL can do). */
async function serviceOutcomes(changes: Array<Promise<unknown>>) {
  const settled = await Promise.allSettled(changes);
  expect(settled.filter((r) => r.status === "fulfilled")).toHaveLength(1);
  const refused = settled.filter((r) => r.status === "rejected");
  expect(refused).toHaveLength(1);
  expect((refused[0] as PromiseRejectedResult).reason).toMatchObject({ message: LAST_ADMIN_MESSAGE, status: 403 });
  expect(await activeAdmins()).toHaveLength(1);
}

describe(`the last active admin stays (${databaseKind})`, () => {
  it("two admins demoting each other at once: one change passes, the other is refused, one admin is left", async () => {
    const [a, b] = await onlyAdmins();
    outcomes(
      await Promise.all([
        post("SetUserRole", { userId: b.userId, role: "Investor" }, a),
        post("SetUserRole", { userId: a.userId, role: "Investor" }, b),
      ]),
    );
    expect(await activeAdmins()).toHaveLength(1);
  });

  it("two admins disabling each other at once: the same", async () => {
    const [a, b] = await onlyAdmins();
    outcomes(
      await Promise.all([
        post("SetAccountDisabled", { userId: b.userId, disabled: true }, a),
        post("SetAccountDisabled", { userId: a.userId, disabled: true }, b),
      ]),
    );
    expect(await activeAdmins()).toHaveLength(1);
  });

  it("one demoting while the other disables: still one admin left", async () => {
    const [a, b] = await onlyAdmins();
    outcomes(
      await Promise.all([
        post("SetUserRole", { userId: b.userId, role: "Investor" }, a),
        post("SetAccountDisabled", { userId: a.userId, disabled: true }, b),
      ]),
    );
    expect(await activeAdmins()).toHaveLength(1);
  });

  it("refuses the second of two changes that each pass their guard, for roles and for disabling", async () => {
    let [a, b] = await onlyAdmins();
    await serviceOutcomes([
      setUserRole(t.app.deps, a.userId, { userId: b.userId, role: "Investor" }),
      setUserRole(t.app.deps, b.userId, { userId: a.userId, role: "Investor" }),
    ]);
    [a, b] = await onlyAdmins();
    await serviceOutcomes([
      setAccountDisabled(t.app.deps, a.userId, { userId: b.userId, disabled: true }),
      setAccountDisabled(t.app.deps, b.userId, { userId: a.userId, disabled: true }),
    ]);
  });

  it("allows removing an admin while another stays, and changes of users who are not admins", async () => {
    const [a, b] = await onlyAdmins();
    const c = await createUser(t, { role: "Admin" });
    expect((await post("SetUserRole", { userId: c.userId, role: "Investor" }, a)).statusCode).toBe(200);
    expect((await post("SetAccountDisabled", { userId: b.userId, disabled: true }, a)).statusCode).toBe(200);
    const investor = await createUser(t);
    expect((await post("SetAccountDisabled", { userId: investor.userId, disabled: true }, a)).statusCode).toBe(200);
    expect(await activeAdmins()).toEqual([a.userId]);
  });
});
