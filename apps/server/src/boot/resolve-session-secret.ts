import { randomBytes } from "node:crypto";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { Config } from "../config.ts";

/** docs/architecture.md#run-modes: SESSION_SECRET, or one generated on first boot and kept in DATA_DIR so sessions survive restarts. */
export function resolveSessionSecret(config: Config): Config {
  if (config.sessionSecret) return config;
  mkdirSync(config.dataDir, { recursive: true });
  const file = join(config.dataDir, "session-secret");
  let secret: string;
  try {
    secret = readFileSync(file, "utf8").trim();
  } catch {
    secret = randomBytes(48).toString("base64url");
    writeFileSync(file, secret, { mode: 0o600, flag: "wx" });
  }
  return { ...config, sessionSecret: secret };
}
