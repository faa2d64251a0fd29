/**
 * A suite's shared app, users and mail catcher, named once at the top of a test file instead of a `let` per value,
 * a beforeAll that fills them in and an afterAll that closes the app. Each call registers its own hooks, in order,
 * so a user is made after the app it is made in, and a later beforeAll in the file may use both.
 */
import { afterAll, beforeAll } from "vitest";
import { closeTestAppWithMail, createTestAppWithMail, type TestSmtp } from "./app-with-mail.ts";
import { createUser, type TestUser } from "./sessions.ts";
import { createTestApp, type TestApp, type TestAppOptions } from "./test-app.ts";
import { closeTwoInstances, createTwoInstances } from "./two-instances.ts";

type Later<T> = T | (() => T);
const now = <T>(value: Later<T>): T => (typeof value === "function" ? (value as () => T)() : value);

/**
 * A stand-in for what `make` answers in a beforeAll: every property read, write, spread or `in` goes to the real
 * value, so test code written against a `let` filled in by beforeAll reads the same against the stand-in.
 */
export function madeBeforeAll<T extends object>(make: () => Promise<T>): T {
  let value: T | undefined;
  beforeAll(async () => {
    value = await make();
  });
  const real = (): T => {
    if (value === undefined) throw new Error("Used before the suite's beforeAll made it (or its making failed).");
    return value;
  };
  return new Proxy({} as T, {
    get(_, key) {
      const found: unknown = Reflect.get(real(), key);
      return typeof found === "function" ? (found as (...args: unknown[]) => unknown).bind(real()) : found;
    },
    set: (_, key, to) => Reflect.set(real(), key, to),
    has: (_, key) => Reflect.has(real(), key),
    ownKeys: () => Reflect.ownKeys(real()),
    getOwnPropertyDescriptor(_, key) {
      const descriptor = Reflect.getOwnPropertyDescriptor(real(), key);
      return descriptor && { ...descriptor, configurable: true };
    },
  });
}

/** The suite's test app (options may be a function, read when the app is made), closed after the suite. */
export function suiteApp(options: Later<TestAppOptions> = {}): TestApp {
  let made = false;
  const t = madeBeforeAll(async () => {
    const app = await createTestApp(now(options));
    made = true;
    return app;
  });
  afterAll(() => (made ? t.close() : undefined));
  return t;
}

/** A signed-in user of the suite's app, made once before its tests (a plain customer unless `options` say otherwise). */
export function suiteUser(t: TestApp, options: Parameters<typeof createUser>[1] = {}): TestUser {
  return madeBeforeAll(() => createUser(t, options));
}

/** The suite's test app with its own SMTP catcher; the app closes before the catcher. */
export function suiteAppWithMail(options: Later<TestAppOptions> = {}): { t: TestApp; smtp: TestSmtp } {
  let both: { t: TestApp; smtp: TestSmtp } | undefined;
  const t = madeBeforeAll(async () => {
    both = await createTestAppWithMail(now(options));
    return both.t;
  });
  const smtp = madeBeforeAll(async () => both!.smtp);
  afterAll(() => (both ? closeTestAppWithMail(both.t, both.smtp) : undefined));
  return { t, smtp };
}

/** Two app instances on one database (ADR 0016) for the suite, or the describe block it is called in; both closed after. */
export function suiteTwoInstances(options: TestAppOptions = {}): { a: TestApp; b: TestApp } {
  let both: { a: TestApp; b: TestApp } | undefined;
  const a = madeBeforeAll(async () => {
    both = await createTwoInstances(options);
    return both.a;
  });
  const b = madeBeforeAll(async () => both!.b);
  afterAll(() => (both ? closeTwoInstances(both.a, both.b) : undefined));
  return { a, b };
}
