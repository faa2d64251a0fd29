import { hash, verify } from "@node-rs/argon2";
import { argon2Queue } from "./argon2-queue.ts";

/** OWASP's argon2id baseline: 19 MiB, 2 iterations, 1 lane. */
const OPTIONS = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return argon2Queue.run("hash", () => hash(password, OPTIONS));
}

// Verifying against this when there is no account (or no password yet) costs the same time as a real
// check, so response times do not reveal which usernames exist.
let dummyHash: Promise<string> | null = null;

export async function verifyPassword(storedHash: string | null, password: string): Promise<boolean> {
  // The dummy is hashed before taking a slot: a hash queued from inside a slot could wait on itself.
  const against = storedHash ?? (await (dummyHash ??= hashPassword("no account has this password")));
  const ok = await argon2Queue.run("verify", () => verify(against, password).catch(() => false));
  return storedHash ? ok : false;
}
