import { createTestApp, type TestApp, type TestAppOptions } from "./test-app.ts";
import { startTestSmtp } from "./test-smtp.ts";

export type TestSmtp = Awaited<ReturnType<typeof startTestSmtp>>;

/** A test app whose mail goes to an SMTP server of its own, started first so the app's mailer can reach it. */
export async function createTestAppWithMail(options: TestAppOptions = {}): Promise<{ t: TestApp; smtp: TestSmtp }> {
  const smtp = await startTestSmtp();
  const t = await createTestApp({ ...options, env: { ...options.env, SMTP_URL: smtp.url } });
  return { t, smtp };
}

/** Closes the app before its SMTP server, so mail still being sent has somewhere to go. */
export async function closeTestAppWithMail(t: TestApp, smtp: TestSmtp): Promise<void> {
  await t.close();
  await smtp.close();
}
