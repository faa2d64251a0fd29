import { spawn } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { once } from "node:events";
import { afterEach, describe, expect, it } from "vitest";
import { DatabaseLockedError } from "@investar/db";
import { lockEmbeddedDatabase } from "@investar/db/embedded-lock";

// The embedded database's lock (packages/db/src/embedded-lock.ts): one process at a time, and a crashed holder's
// lock taken over at the next start.
const lockModule = new URL("../../../packages/db/src/embedded-lock.ts", import.meta.url).href;
const releases: Array<() => Promise<void>> = [];
afterEach(async () => {
  for (const release of releases.splice(0)) await release();
});

/** Another process holding the lock of `dir`, until killed. */
async function holderProcess(dir: string) {
  const child = spawn(
    process.execPath,
    [
      "--input-type=module",
      "-e",
      `const { lockEmbeddedDatabase } = await import(${JSON.stringify(lockModule)});
       await lockEmbeddedDatabase(${JSON.stringify(dir)});
       console.log("locked");
       setInterval(() => {}, 60_000);`,
    ],
    { stdio: ["ignore", "pipe", "inherit"] },
  );
  const [chunk] = (await once(child.stdout!, "data")) as [Buffer];
  expect(chunk.toString()).toContain("locked");
  return child;
}

describe("the embedded database's lock", () => {
  it("refuses a second opener while the holder runs, and is taken over at once when the holder was killed", async () => {
    const dir = join(mkdtempSync(join(tmpdir(), "investar-lock-")), "db");
    const holder = await holderProcess(dir);
    await expect(lockEmbeddedDatabase(dir)).rejects.toThrow(DatabaseLockedError);

    holder.kill("SIGKILL");
    await once(holder, "exit");
    // Its lock was touched less than 15 s ago, so only the dead holder's process id lets this start now.
    const release = await lockEmbeddedDatabase(dir);
    releases.push(release);
    await expect(lockEmbeddedDatabase(dir)).rejects.toThrow(DatabaseLockedError);
  });

  it("trusts a holder it cannot check: another machine's on a shared directory", async () => {
    const dir = join(mkdtempSync(join(tmpdir(), "investar-lock-")), "db");
    const holder = await holderProcess(dir);
    holder.kill("SIGKILL");
    await once(holder, "exit");
    writeFileSync(`${dir}.lock-holder`, JSON.stringify({ pid: holder.pid, host: "another-machine" }));
    await expect(lockEmbeddedDatabase(dir)).rejects.toThrow(DatabaseLockedError);
  });
});
