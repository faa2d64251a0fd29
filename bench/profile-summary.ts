/**
 * `node bench/profile-summary.ts <file.cpuprofile> [fromMicroseconds] [top]`: self time by function and by
 * package of a V8 CPU profile, counting only samples taken after the given moment (bench/page-cpu.ts prints
 * when its load began), so that start-up does not drown the pages.
 */
import { readFileSync } from "node:fs";

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
}
interface Profile {
  nodes: ProfileNode[];
  startTime: number;
  samples: number[];
  timeDeltas: number[];
}

const [file, from = "0", top = "40"] = process.argv.slice(2);
const profile = JSON.parse(readFileSync(file!, "utf8")) as Profile;
const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
const byFunction = new Map<string, number>();
const byPackage = new Map<string, number>();
let time = profile.startTime;
let total = 0;
for (let i = 0; i < profile.samples.length; i++) {
  time += profile.timeDeltas[i]!;
  if (time < Number(from)) continue;
  const delta = profile.timeDeltas[i + 1] ?? 0;
  const { functionName, url, lineNumber } = nodes.get(profile.samples[i]!)!.callFrame;
  const where = url.replace(/^file:\/\/.*?\/(node_modules|apps|packages)\//, "$1/");
  const packageName =
    /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url)?.[1] ??
    (/\/(apps\/[^/]+|packages\/[^/]+)\//.exec(url)?.[1] || (url ? url.split("/").slice(-2).join("/") : `(${functionName})`));
  const key = `${functionName || "(anonymous)"} ${where}:${lineNumber + 1}`;
  byFunction.set(key, (byFunction.get(key) ?? 0) + delta);
  byPackage.set(packageName, (byPackage.get(packageName) ?? 0) + delta);
  total += delta;
}
const print = (title: string, map: Map<string, number>) => {
  console.log(`\n${title} (of ${(total / 1000).toFixed(0)} ms)`);
  for (const [key, value] of [...map].sort((a, b) => b[1] - a[1]).slice(0, Number(top)))
    console.log(`${((100 * value) / total).toFixed(1).padStart(5)}%  ${key}`);
};
print("self time by package", byPackage);
print("self time by function", byFunction);

// `CALLERS=name1,name2`: who calls these functions, by self time spent in them.
for (const wanted of (process.env.CALLERS ?? "").split(",").filter(Boolean)) {
  const parents = new Map<number, number>();
  for (const node of profile.nodes as (ProfileNode & { children?: number[] })[])
    for (const child of node.children ?? []) parents.set(child, node.id);
  const chains = new Map<string, number>();
  time = profile.startTime;
  for (let i = 0; i < profile.samples.length; i++) {
    time += profile.timeDeltas[i]!;
    if (time < Number(from)) continue;
    let id: number | undefined = profile.samples[i]!;
    if (nodes.get(id)!.callFrame.functionName !== wanted) continue;
    const chain: string[] = [];
    for (let depth = 0; depth < 8 && id !== undefined; depth++) {
      id = parents.get(id);
      const frame = id === undefined ? undefined : nodes.get(id)?.callFrame;
      if (frame) chain.push(`${frame.functionName || "(anonymous)"}@${frame.url.split("/").slice(-1)[0]}:${frame.lineNumber + 1}`);
    }
    const key = chain.join(" < ");
    chains.set(key, (chains.get(key) ?? 0) + (profile.timeDeltas[i + 1] ?? 0));
  }
  console.log(`\ncallers of ${wanted}`);
  for (const [key, value] of [...chains].sort((a, b) => b[1] - a[1]).slice(0, 5))
    console.log(`${((100 * value) / total).toFixed(1).padStart(5)}%  ${key}`);
}
