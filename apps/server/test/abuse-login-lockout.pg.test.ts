import pLimit from "p-limit";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEVICE_COOKIE } from "../src/auth/device-cookie.ts";
import { createUser, type TestUser } from "./support/sessions.ts";
import { createTestApp, type TestApp } from "./support/test-app.ts";

// ADR 0015: strangers' failed logins must not lock the owner's own browser out.
let t: TestApp;
let clock = new Date("2026-11-23T10:00:00Z");

beforeAll(async () => {
  t = await createTestApp({ now: () => clock });
});
afterAll(() => t.close());

const login = (userName: string, password: string, device?: string) =>
  t.app.inject({
    method: "POST",
    url: "/api/auth/login",
    payload: { userName, password },
    cookies: device ? { [DEVICE_COOKIE]: device } : {},
  });

/** Logs in from a fresh browser and returns the device cookie it was given. */
async function browserOf(user: TestUser): Promise<string> {
  const res = await login(user.email, user.password);
  expect(res.statusCode).toBe(200);
  const cookie = res.cookies.find((c) => c.name === DEVICE_COOKIE);
  expect(cookie).toMatchObject({ httpOnly: true, path: "/api/auth", sameSite: "Lax" });
  return cookie!.value;
}

// Each test checks about a hundred passwords, each a deliberately slow hash: a minute or more on a busy machine.
describe("login lockout (ADR 0015)", { timeout: 120_000 }, () => {
  it("locks unknown clients after 100 failures in an hour, while the owner's remembered browser still logs in", async () => {
    const owner = await createUser(t);
    const ownersBrowser = await browserOf(owner);

    // 101 wrong guesses by user id (ids are sequential), 20 at a time: exactly 100 are tried. Twice the pool's
    // connections at once keeps them all contending for the counter; all 101 at once waited more than the pool's
    // 5 s for a connection on a loaded machine, and the last ones were answered 503.
    const inTwenties = pLimit(20);
    const guesses = await Promise.all(Array.from({ length: 101 }, () => inTwenties(() => login(String(owner.userId), "Guess2026wrong"))));
    // All the statuses at once, so a failure shows what the others answered.
    expect(guesses.map((r) => r.statusCode).toSorted()).toEqual([...Array<number>(100).fill(401), 429]);
    const refused = guesses.filter((r) => r.statusCode === 429);
    expect(refused).toHaveLength(1);
    expect(refused[0]!.json()).toMatchObject({ code: "RateLimited", message: expect.stringMatching(/Please try again in \d+ minutes\.$/) });
    expect(Number(refused[0]!.headers["retry-after"])).toBeGreaterThan(0);

    // An unknown client is locked even with the right password …
    const stranger = await login(owner.email, owner.password);
    expect(stranger.statusCode).toBe(429);
    expect(stranger.json().message).toContain("Too many failed login attempts for this account from new devices.");
    // … the owner's browser is not, and its own typo counts on its own counter.
    expect((await login(owner.email, "Typo2026oops", ownersBrowser)).statusCode).toBe(401);
    const back = await login(owner.email, owner.password, ownersBrowser);
    expect(back.statusCode).toBe(200);
    expect(back.json().tokenString).toEqual(expect.any(String));

    // An hour after the failures the account opens again for everyone.
    clock = new Date(clock.getTime() + 60 * 60_000 + 1000);
    expect((await login(owner.email, owner.password)).statusCode).toBe(200);
  });

  it("does not let a device cookie of another account, or a forged one, pass for the owner's browser", async () => {
    const owner = await createUser(t);
    const attacker = await createUser(t);
    const attackersBrowser = await browserOf(attacker);
    for (let i = 0; i < 100; i += 1) await login(owner.email, "Guess2026wrong", i % 2 ? attackersBrowser : undefined);
    expect((await login(owner.email, owner.password, attackersBrowser)).statusCode).toBe(429);
    const [header, payload] = attackersBrowser.split(".");
    const forgedClaims = Buffer.from(
      JSON.stringify({ ...JSON.parse(Buffer.from(payload!, "base64url").toString()), acc: [owner.userId] }),
    ).toString("base64url");
    expect((await login(owner.email, owner.password, `${header}.${forgedClaims}.${attackersBrowser.split(".")[2]}`)).statusCode).toBe(429);
    // The attacker's own account is untouched.
    expect((await login(attacker.email, attacker.password, attackersBrowser)).statusCode).toBe(200);
  });

  it("throttles a remembered browser's own failures separately", async () => {
    const owner = await createUser(t);
    const browser = await browserOf(owner);
    const tries = await Promise.all(Array.from({ length: 21 }, () => login(owner.email, "Typo2026oops", browser)));
    expect(tries.filter((r) => r.statusCode === 401)).toHaveLength(20);
    expect(tries.filter((r) => r.statusCode === 429)).toHaveLength(1);
    expect((await login(owner.email, owner.password, browser)).statusCode).toBe(429);
    // Its failures did not fill the account's counter: another browser still gets in.
    expect((await login(owner.email, owner.password)).statusCode).toBe(200);
  });

  it("does not count a right password as a failure", async () => {
    const owner = await createUser(t);
    for (let i = 0; i < 99; i += 1) await login(owner.email, "Guess2026wrong");
    for (let i = 0; i < 3; i += 1) expect((await login(owner.email, owner.password)).statusCode).toBe(200);
    expect((await login(owner.email, "Guess2026wrong")).statusCode).toBe(401);
    expect((await login(owner.email, owner.password)).statusCode).toBe(429);
  });
});
