import { existsSync, readFileSync } from "node:fs";
import { dirname, extname, join } from "node:path";
import { enableCompileCache, registerHooks } from "node:module";
import { fileURLToPath } from "node:url";

/**
 * Start-up cost of the server and the CLI (docs/adr/0067-cheaper-process-starts.md). Loading the server's modules
 * took 4–5 s of CPU a process, half of it in Node's module resolver: Node 24 parses a package's whole `exports`
 * again each time it looks at the package's package.json, which it does for every module file inside a package
 * (to tell ES modules from CommonJS) and for every bare import from our files. drizzle-orm's package.json is
 * 178 KB and is looked at about 700 times a start. This remembers those answers once per directory, which is what
 * they depend on, and keeps V8's compiled code between starts (Node's compile cache).
 */
export function speedUpModuleLoading(): void {
  enableCompileCache();
  const resolved = new Map<string, { url: string; format?: string | null }>();
  registerHooks({
    resolve(specifier, context, nextResolve) {
      const parent = context.parentURL;
      if (!parent?.startsWith("file:")) return nextResolve(specifier, context);
      if (isRelative(specifier)) {
        const url = new URL(specifier, parent);
        const format = formatOfFile(fileURLToPath(url));
        return format ? { url: url.href, format, shortCircuit: true } : nextResolve(specifier, context);
      }
      if (!isBare(specifier)) return nextResolve(specifier, context);
      // A bare specifier resolves the same from every file below the nearest folder that has a package.json or a
      // node_modules folder: the same node_modules folders above it, the same package scope.
      const scope = resolutionScopeOf(dirname(fileURLToPath(parent)));
      const key = `${specifier}\0${scope}\0${context.conditions?.join(",") ?? ""}`;
      const known = resolved.get(key);
      if (known) return { ...known, shortCircuit: true };
      const answer = nextResolve(specifier, context);
      resolved.set(key, { url: answer.url, format: answer.format });
      return answer;
    },
  });
}

const isRelative = (specifier: string) => specifier.startsWith("./") || specifier.startsWith("../");
const isBare = (specifier: string) => !isRelative(specifier) && !specifier.startsWith("/") && !/^[a-z][a-z0-9+.-]*:/i.test(specifier);

type Format = "module" | "commonjs" | "module-typescript" | "commonjs-typescript";

/**
 * Node's own rule for a file named with its extension: .mjs, .cjs, .mts and .cts by name, .js and .ts by the nearest
 * package.json's "type" (TypeScript run by Node's type stripping). Anything else (a missing file, a folder, JSON,
 * .tsx) is left to Node's resolver.
 */
function formatOfFile(path: string): Format | undefined {
  const extension = extname(path);
  if (!(extension in FORMAT_BY_EXTENSION) || !existsSync(path)) return undefined;
  const byName = FORMAT_BY_EXTENSION[extension];
  if (byName) return byName;
  const type = packageTypeOf(dirname(path));
  return extension === ".ts" ? `${type}-typescript` : type;
}

/** The extensions this hook answers for, and the format each has whatever the package's "type" (null: it depends). */
const FORMAT_BY_EXTENSION: Record<string, Format | null> = {
  ".js": null,
  ".ts": null,
  ".mjs": "module",
  ".cjs": "commonjs",
  ".mts": "module-typescript",
  ".cts": "commonjs-typescript",
};

const scopeOfDirectory = new Map<string, string>();

/** The nearest folder, this one or one above, holding a package.json or a node_modules folder. */
function resolutionScopeOf(directory: string): string {
  const known = scopeOfDirectory.get(directory);
  if (known) return known;
  const parent = dirname(directory);
  const scope =
    parent === directory || existsSync(join(directory, "package.json")) || existsSync(join(directory, "node_modules"))
      ? directory
      : resolutionScopeOf(parent);
  scopeOfDirectory.set(directory, scope);
  return scope;
}

const typeOfDirectory = new Map<string, "module" | "commonjs">();

/** The "type" of the package scope a directory is in, each package.json read once. */
function packageTypeOf(directory: string): "module" | "commonjs" {
  const known = typeOfDirectory.get(directory);
  if (known) return known;
  const manifest = join(directory, "package.json");
  const parent = dirname(directory);
  const type = existsSync(manifest)
    ? (JSON.parse(readFileSync(manifest, "utf8")) as { type?: string }).type === "module"
      ? "module"
      : "commonjs"
    : parent === directory
      ? "commonjs"
      : packageTypeOf(parent);
  typeOfDirectory.set(directory, type);
  return type;
}
