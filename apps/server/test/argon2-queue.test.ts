import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createUser } from "./support/sessions.ts";
import { createTestApp, type TestApp } from "./support/test-app.ts";
import { linkFrom } from "./support/test-smtp.ts";
import { closeTestAppWithMail, createTestAppWithMail, type TestSmtp } from "./support/app-with-mail.ts";

/** ADR 0011: no argon2 work for a bad link, rate limits on the link routes, a process-wide cap on argon2. */
let t: TestApp;
let smtp: TestSmtp;

beforeAll(async () => {
  ({ t, smtp } = await createTestAppWithMail());
});
afterAll(() => closeTestAppWithMail(t, smtp));

const stats = () => t.app.deps.argon2.stats();
const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
  t.app.inject({ method: "POST", url, payload, headers });
const guessedToken = () => randomBytes(32).toString("base64url");

async function activationLink(email: string): Promise<string> {
  const registered = await post("/api/auth/register", {
    FullName: "Kavya Rao",
    Email: email,
    MobileNo: "9820012345",
    AgeConfirmed: true,
    RegSrc: "Normal",
  });
  expect(registered.json().category).toBe("FreshRegistration");
  return linkFrom((await smtp.nextMailTo(email)).raw, "confirm-email");
}

describe("links are checked before anything is hashed", () => {
  it("answers 50 parallel SetPassword and ResetPassword calls with bad tokens with 400, without one argon2 run", async () => {
    const before = stats();
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        post(i % 2 ? "/api/auth/SetPassword" : "/api/auth/ResetPassword", { id: guessedToken(), password: "Guess2026pass" }),
      ),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(50).fill(400));
    expect(stats().hashes).toBe(before.hashes);
    expect(stats().verifies).toBe(before.verifies);
  });

  it("hashes once for a live activation link", async () => {
    const link = await activationLink(`live.${Date.now()}@example.in`);
    const before = stats();
    expect((await post("/api/auth/SetPassword", { id: link, password: "Nifty2026rally" })).statusCode).toBe(200);
    expect(stats().hashes).toBe(before.hashes + 1);
    // Spent now: the second try is refused before hashing.
    expect((await post("/api/auth/SetPassword", { id: link, password: "Nifty2026rally" })).statusCode).toBe(400);
    expect(stats().hashes).toBe(before.hashes + 1);
  });
});

describe("the process-wide argon2 cap", () => {
  /** Fills every slot with work that waits for `release`, so anything else hashing or verifying must queue. */
  async function holdEverySlot() {
    const releases: (() => void)[] = [];
    const held = Array.from({ length: stats().concurrency }, () =>
      t.app.deps.argon2.run("verify", () => new Promise<void>((resolve) => releases.push(resolve))),
    );
    await expect.poll(() => releases.length).toBe(stats().concurrency);
    return async () => {
      releases.forEach((release) => release());
      await Promise.all(held);
    };
  }

  it("never runs more than one per core at once; login, activation, password change and email change all wait for a slot", async () => {
    expect(stats().concurrency).toBeGreaterThanOrEqual(1);
    const user = await createUser(t, { email: `argon2.cap.${Date.now()}@example.in` });
    const link = await activationLink(`cap.act.${Date.now()}@example.in`);
    const calls: [string, () => ReturnType<typeof post>, { hashes: number; verifies: number }][] = [
      ["login", () => post("/api/auth/login", { userName: user.email, password: user.password }), { hashes: 0, verifies: 1 }],
      ["activation", () => post("/api/auth/SetPassword", { id: link, password: "Nifty2026rally" }), { hashes: 1, verifies: 0 }],
      [
        "email change",
        () =>
          post(
            "/api/auth/UpdateEmailAddress",
            { userId: user.userId, emailAddress: `cap.moved.${Date.now()}@example.in`, password: user.password },
            user.auth,
          ),
        { hashes: 0, verifies: 1 },
      ],
      [
        "password change",
        () =>
          post("/api/auth/changePassword", { userId: user.userId, oldPassword: user.password, newPassword: "Changed2026pass" }, user.auth),
        { hashes: 1, verifies: 1 },
      ],
    ];
    for (const [name, call, cost] of calls) {
      const release = await holdEverySlot();
      expect(stats().active, name).toBe(stats().concurrency);
      const before = stats();
      const answer = call();
      await expect.poll(() => stats().queued, { message: `${name} waits for a slot` }).toBe(1);
      expect(stats().active, name).toBe(stats().concurrency);
      await release();
      expect((await answer).statusCode, name).toBe(200);
      expect(stats().hashes - before.hashes, name).toBe(cost.hashes);
      expect(stats().verifies - before.verifies, name).toBe(cost.verifies);
      expect(stats().queued).toBe(0);
    }
  });
});

describe("rate limits on the link routes", () => {
  it("allows 10 SetPassword and 10 ResetPassword calls per 15 minutes from one address, then answers 429", async () => {
    const limited = await createTestApp({ env: { RATE_LIMITS: "on" } });
    try {
      for (const url of ["/api/auth/SetPassword", "/api/auth/ResetPassword"]) {
        const statuses = [];
        for (let i = 0; i < 11; i++) {
          statuses.push(
            (await limited.app.inject({ method: "POST", url, payload: { id: guessedToken(), password: "Guess2026pass" } })).statusCode,
          );
        }
        expect(statuses, url).toEqual([...Array(10).fill(400), 429]);
      }
    } finally {
      await limited.close();
    }
  });
});
