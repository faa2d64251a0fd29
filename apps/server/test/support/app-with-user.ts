import { createUser, type TestUser } from "./sessions.ts";
import { createTestApp, type TestApp, type TestAppOptions } from "./test-app.ts";

/** A test app and a signed-in user with the Admin role, for the back office's tests. */
export async function createTestAppWithAdmin(options: TestAppOptions = {}): Promise<{ t: TestApp; admin: TestUser }> {
  const t = await createTestApp(options);
  return { t, admin: await createUser(t, { role: "Admin" }) };
}
