import { createTestApp, type TestApp, type TestAppOptions } from "./test-app.ts";

/** Two instances of the app on one database, as a deployment runs them behind a load balancer. */
export async function createTwoInstances(options: TestAppOptions = {}): Promise<{ a: TestApp; b: TestApp }> {
  const a = await createTestApp(options);
  return { a, b: await createTestApp({ ...options, sameDatabaseAs: a }) };
}

/** The second instance first: the first one's close() disposes the database they share. */
export async function closeTwoInstances(a: TestApp, b: TestApp): Promise<void> {
  await b.close();
  await a.close();
}
