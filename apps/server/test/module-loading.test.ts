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

/**
 * Every resolution and load of the server's module graph (the server, the CLI's heaviest commands, the web build), recorded
 * by hooks registered last, so they see what the hooks before them (ours, or none) answer.
 */
const graph = (hooked: boolean) => `
  ${hooked ? 'const { speedUpModuleLoading } = await import("./apps/server/src/boot/module-loading.ts"); speedUpModuleLoading();' : ""}
  const { registerHooks } = await import("node:module");
  const resolved = {};
  const formats = {};
  registerHooks({
    resolve(specifier, context, nextResolve) {
      const answer = nextResolve(specifier, context);
      resolved[specifier + " from " + context.parentURL + " " + (context.conditions ?? []).join(",")] = answer.url;
      return answer;
    },
    load(url, context, nextLoad) {
      const answer = nextLoad(url, context);
      formats[url] = answer.format ?? null;
      return answer;
    },
  });
  await import("./apps/server/src/serve.ts");
  await import("./apps/server/src/boot/seed-scale-command.ts");
  await import("./apps/server/src/boot/backup-commands.ts");
  await import("./apps/web/build/server/index.js");
  console.log(JSON.stringify({ resolved, formats }));
`;

// Each test loads the server's whole module graph in two fresh Node processes: 10–30 s of a loaded 2-core machine,
// beside the rest of the pass, so more than Vitest's default 30 s must be allowed.
describe("cheaper module loading", { timeout: 120_000 }, () => {
  it("resolves every import of the server's module graph to the same file, loaded in the same format", () => {
    const spawnGraph = (hooked: boolean) => {
      const result = spawnSync(process.execPath, ["--input-type=module", "-e", graph(hooked)], {
        cwd: repositoryRoot,
        encoding: "utf8",
        maxBuffer: 64 * 1024 * 1024,
      });
      expect(result.status, result.stderr).toBe(0);
      return JSON.parse(result.stdout) as { resolved: Record<string, string>; formats: Record<string, string | null> };
    };
    const plain = spawnGraph(false);
    const hooked = spawnGraph(true);
    expect(Object.keys(plain.resolved).length).toBeGreaterThan(1000);
    expect(hooked.resolved).toEqual(plain.resolved);
    // Node's CommonJS loader leaves the format of a file it requires unnamed; the hook names it.
    const named = (formats: Record<string, string | null>) =>
      Object.fromEntries(Object.entries(formats).map(([url, format]) => [url, format ?? "commonjs"]));
    expect(named(hooked.formats)).toEqual(named(plain.formats));
  });

  it("loads the same modules as Node's own resolver, ES modules and CommonJS alike", () => {
    const plain = run(false);
    expect(run(true)).toEqual(plain);
    expect(plain).toMatchObject({ pgTable: "function", ajv: "function" });
  });
});
