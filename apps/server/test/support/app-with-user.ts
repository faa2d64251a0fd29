import { createUser, type TestUser } from "./sessions.ts";
import { createTestApp, type TestApp, type TestAppOptions } from "./test-app.ts";

/** A test app and a signed-in user with the Admin role, for the back office's tests. */
export async function createTestAppWithAdmin(options: TestAppOptions = {}): Promise<{ t: TestApp; admin: TestUser }> {
  const { t, user } = await createTestAppWithUser(options, { role: "Admin" });
  return { t, admin: user };
}

/** A test app and one signed-in user made with `user`'s options (a plain customer unless they say otherwise). */
export async function createTestAppWithUser(
  options: TestAppOptions = {},
  user: Parameters<typeof createUser>[1] = {},
): Promise<{ t: TestApp; user: TestUser }> {
  const t = await createTestApp(options);
  return { t, user: await createUser(t, user) };
}
