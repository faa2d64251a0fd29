import { spawnSync } from "node:child_process";
import { describe, expect, it } from "vitest";
import { repositoryRoot } from "./support/processes.ts";

/**
 * What the server and the CLI load after `speedUpModuleLoading()` must be the very modules Node's own resolver picks
 * (docs/adr/0067-cheaper-process-starts.md): the same files, as ES modules or CommonJS as their packages say.
 */
const probe = (hooked: boolean) => `
  ${hooked ? 'const { speedUpModuleLoading } = await import("./apps/server/src/boot/module-loading.ts"); speedUpModuleLoading();' : ""}
  const { createRequire } = await import("node:module");
  const pgCore = await import("drizzle-orm/pg-core");
  const ajv = await import("ajv");
  const require = createRequire(import.meta.resolve("./apps/server/src/app.ts"));
  console.log(JSON.stringify({
    resolved: ["drizzle-orm", "drizzle-orm/pg-core", "zod", "ajv", "@investar/db", "react-dom/server"].map((s) => import.meta.resolve(s)),
    required: require.resolve("fastify"),
    pgTable: typeof pgCore.pgTable,
    ajv: typeof ajv.default,
  }));
`;

function run(hooked: boolean) {
  const result = spawnSync(process.execPath, ["--input-type=module", "-e", probe(hooked)], { cwd: repositoryRoot, encoding: "utf8" });
  expect(result.stderr).toBe("");
  return JSON.parse(result.stdout) as unknown;
}

describe("cheaper module loading", () => {
  it("loads the same modules as Node's own resolver, ES modules and CommonJS alike", () => {
    const plain = run(false);
    expect(run(true)).toEqual(plain);
    expect(plain).toMatchObject({ pgTable: "function", ajv: "function" });
  });
});
