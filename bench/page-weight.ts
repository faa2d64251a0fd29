import { gzipSync } from "node:zlib";

export interface PageWeight {
  path: string;
  status: number;
  /** Gzipped bytes of every script the page runs at load: inline ones, and each module with its static imports. */
  js: number;
  css: number;
  /** How many script files the browser fetches. */
  files: number;
}

const gz = (bytes: Buffer | string) => gzipSync(bytes, { level: 9 }).length;

/**
 * What a page costs the browser (docs/architecture.md#benchmark), measured the way a visitor receives it: the HTML's script and
 * stylesheet references, plus every module those scripts import statically (the browser must fetch them
 * before anything runs). Lazy `import()`s are left out: they are paid for only when used.
 */
export async function pageWeight(baseUrl: string, path: string, headers: Record<string, string> = {}): Promise<PageWeight> {
  const response = await fetch(baseUrl + path, { headers, redirect: "manual" });
  const html = await response.text();
  const inline = [...html.matchAll(/<script(?![^>]*\bsrc=)(?![^>]*type="application\/(?:ld\+)?json")[^>]*>([\s\S]*?)<\/script>/g)].map(
    (m) => m[1]!,
  );
  // Script elements and module preloads, and the modules a page's loader names in its JSON (ADR 0018).
  const modules = [
    ...[...html.matchAll(/<(?:script|link)\b[^>]*\b(?:src|href)="(\/[^"]+\.js)"/g)].map((m) => m[1]!),
    ...[...html.matchAll(/"(\/assets\/[^"]+\.js)"/g)].map((m) => m[1]!),
  ];
  const styles = [...html.matchAll(/<link\b[^>]*\bhref="(\/[^"]+\.css)"/g)].map((m) => m[1]!);
  const fetched = new Map<string, Buffer>();
  const queue = [...new Set(modules)];
  while (queue.length > 0) {
    const url = queue.shift()!;
    if (fetched.has(url)) continue;
    const body = Buffer.from(await (await fetch(baseUrl + url, { headers })).arrayBuffer());
    fetched.set(url, body);
    // Static imports only: `import "./x.js"`, `import {…} from "./x.js"`, `export … from "./x.js"`.
    for (const m of body
      .toString("utf8")
      .matchAll(/(?:^|[;}\s])(?:import|export)\s*(?:[^"'();]*?from\s*)?["'](\.{1,2}\/[^"']+\.js)["']/g)) {
      queue.push(new URL(m[1]!, `http://x${url}`).pathname);
    }
  }
  const js =
    inline.reduce((sum, code) => sum + (code.trim() ? gz(code) : 0), 0) + [...fetched.values()].reduce((sum, body) => sum + gz(body), 0);
  let css = 0;
  for (const style of new Set(styles)) css += gz(Buffer.from(await (await fetch(baseUrl + style, { headers })).arrayBuffer()));
  return { path, status: response.status, js, css, files: fetched.size };
}
