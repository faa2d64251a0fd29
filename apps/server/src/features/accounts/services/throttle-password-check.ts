import { limitRules } from "@investar/core";
import type { AppDeps } from "../../../deps.ts";
import type { LimitHit } from "../../messaging/index.ts";
import { returnLimitHits, takeLimits } from "../../messaging/index.ts";

/** Who is guessing: the client's address and, when this browser has logged in to the account before, its device id. */
export interface PasswordClient {
  ip: string | null;
  rememberedDevice: string | null;
}

/**
 * ADR 0015: a browser that has logged in to the account before counts its failures on its own
 * counter, so strangers filling the account's counter (100 an hour) cannot lock the owner out; every
 * other client shares the account's counter and its IP's (across accounts, off with RATE_LIMITS=off).
 */
function failureCounters(deps: AppDeps, userId: number | null, client: PasswordClient): LimitHit[] {
  if (userId !== null && client.rememberedDevice)
    return [{ rule: limitRules.loginFailuresPerDevice, key: `${client.rememberedDevice}:user:${userId}` }];
  const counters: LimitHit[] = [];
  if (userId !== null) counters.push({ rule: limitRules.loginFailuresPerAccount, key: `user:${userId}` });
  if (deps.config.rateLimits && client.ip) counters.push({ rule: limitRules.loginFailuresPerIp, key: `ip:${client.ip}` });
  return counters;
}

/**
 * Runs a password check under the failure limits. The attempt takes its hits before the check (429 when
 * a counter is full, and then the password is not even tried), so parallel guesses cannot slip past a
 * limit; a right password gives them back, since only failures count.
 */
export async function throttlePasswordCheck(
  deps: AppDeps,
  userId: number | null,
  client: PasswordClient,
  check: () => Promise<boolean>,
): Promise<boolean> {
  const counters = failureCounters(deps, userId, client);
  const hits = counters.length > 0 ? await deps.db.transaction((tx) => takeLimits(tx, deps.now(), counters)) : [];
  const ok = await check();
  if (ok && hits.length > 0) await deps.db.transaction((tx) => returnLimitHits(tx, hits));
  return ok;
}
