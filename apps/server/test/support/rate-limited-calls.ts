import { createUser } from "./sessions.ts";
import { createTestApp } from "./test-app.ts";

/** The statuses of `times` GET calls by one signed-in user of an app of their own with rate limits on. */
export async function statusesUnderRateLimits(times: number, url: (userId: number) => string): Promise<number[]> {
  const limited = await createTestApp({ env: { RATE_LIMITS: "on" } });
  try {
    const me = await createUser(limited);
    const statuses: number[] = [];
    for (let i = 0; i < times; i += 1) {
      const res = await limited.app.inject({ method: "GET", url: url(me.userId), headers: me.auth });
      statuses.push(res.statusCode);
    }
    return statuses;
  } finally {
    await limited.close();
  }
}
