import { load, median } from "./load.ts";
import { BENCH_ACCOUNT } from "./servers.ts";

export interface HealthUnderLogins {
  idleP99: number;
  busyP99: number;
  logins: number;
  loginErrors: number;
}

const HEALTH_RATE = 50;
const LOGIN_RATE = 40;

/**
 * docs/architecture.md#benchmark: /api/health's p99 latency, probed at a steady 50 requests a second, first alone and then
 * while 40 logins a second (each a real password check) arrive. Three runs of each, medians.
 */
export async function healthUnderLogins(appUrl: string, seconds: number): Promise<HealthUnderLogins> {
  const probe = () => load(`${appUrl}/api/health`, seconds, { rate: HEALTH_RATE, connections: 4 });
  const idle: number[] = [];
  const busy: number[] = [];
  const logins: number[] = [];
  let loginErrors = 0;
  for (let run = 0; run < 3; run++) {
    idle.push((await probe()).p99);
    const [health, login] = await Promise.all([
      probe(),
      load(`${appUrl}/api/auth/login`, seconds, {
        method: "POST",
        body: { userName: BENCH_ACCOUNT.email, password: BENCH_ACCOUNT.password },
        rate: LOGIN_RATE,
        connections: 40,
      }),
    ]);
    busy.push(health.p99);
    logins.push(login.reqPerSec);
    loginErrors += login.errors;
  }
  return { idleP99: median(idle), busyP99: median(busy), logins: median(logins), loginErrors };
}
