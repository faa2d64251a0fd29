/**
 * ADR 0016: Docker cannot run here, so these are checks of what deploy/ ships against what the server
 * expects: the image starts through `npm start`, runs as a non-root user with production dependencies, and
 * the compose file's instances, proxy and settings fit together (the settings pass the server's own config).
 */
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import { loadConfig } from "../src/config.ts";
import { createTestApp, databaseKind } from "./support/test-app.ts";

const root = new URL("../../..", import.meta.url).pathname;
const read = (path: string) => readFileSync(join(root, path), "utf8");

interface Instruction {
  op: string;
  args: string;
}

/** Dockerfile instructions per stage, continuation lines joined and comments dropped. */
function dockerStages(text: string): Instruction[][] {
  const lines = text
    .replace(/\\\n/g, " ")
    .split("\n")
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith("#"));
  const stages: Instruction[][] = [];
  for (const line of lines) {
    const [op, ...rest] = line.split(/\s+/);
    if (op!.toUpperCase() === "FROM") stages.push([]);
    stages.at(-1)!.push({ op: op!.toUpperCase(), args: rest.join(" ") });
  }
  return stages;
}

/** ENV lines of a stage as variables (`KEY=value` pairs). */
const envOf = (stage: Instruction[]) =>
  Object.fromEntries(stage.filter((i) => i.op === "ENV").flatMap((i) => [...i.args.matchAll(/(\w+)=(\S+)/g)].map((m) => [m[1]!, m[2]!])));

const stages = dockerStages(read("deploy/Dockerfile"));
const final = stages.at(-1)!;
const compose = parse(read("deploy/compose.yaml")) as {
  services: Record<
    string,
    {
      build?: { context: string; dockerfile: string };
      image?: string;
      environment?: Record<string, string>;
      healthcheck?: { test: string[] };
      stop_grace_period?: string;
      volumes?: string[];
      networks?: unknown;
    }
  >;
};
const apps = Object.entries(compose.services).filter(([, service]) => service.build?.dockerfile === "deploy/Dockerfile");
const proxy = compose.services.proxy!;
const proxyAddress = (proxy.networks as { backend: { ipv4_address: string } }).backend.ipv4_address;
const caddyfile = read("deploy/Caddyfile");

describe("deploy/Dockerfile", () => {
  it("builds in stages on Node 24 and ships production dependencies only", () => {
    expect(stages.length).toBeGreaterThanOrEqual(2);
    for (const stage of stages) expect(stage[0]!.args).toMatch(/^node:24[-.\w]*(\s|$)/);
    const installs = final.filter((i) => i.op === "RUN" && /\bnpm ci\b/.test(i.args));
    expect(installs.length).toBe(1);
    expect(installs[0]!.args).toContain("--omit=dev");
    expect(envOf(final)).toMatchObject({ NODE_ENV: "production", HOST: "0.0.0.0" });
  });

  it("runs as a user other than root, set before the start command", () => {
    const user = final.findLast((i) => i.op === "USER");
    expect(user).toBeDefined();
    expect(user!.args).not.toMatch(/^(root|0)(:|$)/);
    expect(final.indexOf(user!)).toBeLessThan(final.findIndex((i) => i.op === "CMD"));
  });

  it("starts with npm start, the entry every other way of running the server uses", () => {
    expect(JSON.parse(final.find((i) => i.op === "CMD")!.args)).toEqual(["npm", "start"]);
    const scripts = (JSON.parse(read("package.json")) as { scripts: Record<string, string> }).scripts;
    expect(scripts.start).toBe("node scripts/start.ts");
    expect(read("scripts/start.ts")).toContain('import("../apps/server/src/main.ts")');
  });

  it("copies into the image what the server reads at run time, from paths that exist", () => {
    const copied = final
      .filter((i) => i.op === "COPY" && i.args.startsWith("--from=build"))
      .map((i) => i.args.split(/\s+/)[1]!.replace(/^\/app\//, ""));
    expect(copied).toEqual(
      expect.arrayContaining([
        "scripts",
        "packages/core/src",
        "packages/db/src",
        "packages/db/migrations",
        "apps/server/src",
        "apps/web/build",
      ]),
    );
    for (const path of copied.filter((path) => path !== "apps/web/build")) expect(existsSync(join(root, path)), path).toBe(true);
    const workspaces = (JSON.parse(read("package.json")) as { workspaces: string[] }).workspaces;
    const manifests = final.filter((i) => i.op === "COPY" && !i.args.startsWith("--from")).map((i) => i.args.split(/\s+/)[0]);
    for (const workspace of workspaces) expect(manifests).toContain(`${workspace}/package.json`);
  });

  it("checks readiness as its health check", () => {
    expect(final.find((i) => i.op === "HEALTHCHECK")!.args).toContain("/api/health/ready");
  });
});

describe("deploy/compose.yaml", () => {
  it("runs two instances of the image beside PostgreSQL, an S3-compatible store and a reverse proxy", () => {
    expect(apps.map(([name]) => name)).toEqual(["app-1", "app-2"]);
    expect(compose.services.db!.image).toMatch(/^postgres:/);
    expect(compose.services.s3!.image).toMatch(/^minio\//);
    expect(proxy.image).toMatch(/^caddy:/);
    expect(proxy.volumes).toContain("./Caddyfile:/etc/caddy/Caddyfile:ro");
  });

  it("gives each instance settings the server accepts as a scaled-out deployment", () => {
    for (const [, app] of apps) {
      const env = Object.fromEntries(
        Object.entries(app.environment!).map(([key, value]) => [key, value.replace(/\$\{(\w+)\}/g, "from-env-$1")]),
      );
      const config = loadConfig({
        ...envOf(final),
        ...env,
        PUBLIC_URL: "https://investar.example.com",
        SESSION_SECRET: "s".repeat(32),
        SMTP_URL: "smtp://mail.example.com",
        PAYMENT_GATEWAY: "simulator",
      });
      expect(config.mode).toBe("deployed");
      expect(config.env).toBe("production");
      expect(config.database.kind).toBe("postgres");
      expect(config.storage.kind).toBe("s3");
      // Only the proxy's X-Forwarded-For is believed.
      expect(config.trustProxy).toBe(proxyAddress);
      // The supervisor waits out the drain and the 10 s the process gives in-flight work.
      expect(Number.parseInt(app.stop_grace_period!, 10) * 1000).toBeGreaterThan(config.shutdownDrainMs + 10_000);
      expect(app.healthcheck!.test.join(" ")).toContain("http://127.0.0.1:3000/api/health/ready");
    }
  });
});

describe("deploy/Caddyfile", () => {
  it("balances over both instances, replaces X-Forwarded-For with the client's address, and follows readiness", () => {
    const upstreams = /reverse_proxy\s+([^{]+)\{/.exec(caddyfile)![1]!.trim().split(/\s+/);
    expect(upstreams).toEqual(apps.map(([name]) => `${name}:3000`));
    expect(caddyfile).toMatch(/^\s*header_up X-Forwarded-For \{remote_host\}$/m);
    expect(caddyfile).toMatch(/^\s*health_uri \/api\/health\/ready$/m);
  });

  it("keeps /metrics off the public address", () => {
    expect(caddyfile).toMatch(/^\s*respond \/metrics 404$/m);
  });
});

describe("monitoring: deploy/prometheus and deploy/grafana", () => {
  const prometheus = compose.services.prometheus as unknown as {
    volumes: string[];
    configs: { source: string; target: string }[];
  };
  const grafana = compose.services.grafana!;
  const promConfig = parse(read("deploy/prometheus/prometheus.yml")) as {
    rule_files: string[];
    scrape_configs: { metrics_path: string; authorization: { credentials_file: string }; static_configs: { targets: string[] }[] }[];
  };
  const alerts = parse(read("deploy/prometheus/alerts.yml")) as { groups: { rules: { alert: string; expr: string }[] }[] };
  const dashboard = JSON.parse(read("deploy/grafana/dashboards/investar.json")) as { panels: { targets: { expr: string }[] }[] };

  it("compose mounts the files that exist, and hands Prometheus the apps' METRICS_TOKEN", () => {
    const mounted = (volumes: string[]) => volumes.filter((v) => v.startsWith("./")).map((v) => join("deploy", v.split(":")[0]!));
    for (const path of [...mounted(prometheus.volumes), ...mounted(grafana.volumes!)])
      expect(existsSync(join(root, path)), path).toBe(true);
    const token = prometheus.configs.find((c) => c.source === "metrics-token")!;
    expect((parse(read("deploy/compose.yaml")) as { configs: Record<string, { content: string }> }).configs["metrics-token"]!.content).toBe(
      "${METRICS_TOKEN}",
    );
    const [scrape] = promConfig.scrape_configs;
    expect(scrape!.authorization.credentials_file).toBe(token.target);
    expect(scrape!.metrics_path).toBe("/metrics");
    expect(scrape!.static_configs.flatMap((c) => c.targets)).toEqual(apps.map(([name]) => `${name}:3000`));
    expect(promConfig.rule_files).toEqual(["/etc/prometheus/alerts.yml"]);
    expect(prometheus.volumes).toContain("./prometheus/alerts.yml:/etc/prometheus/alerts.yml:ro");
  });

  it("alerts on a stuck outbox, a late job, the error rate and readiness", () => {
    const names = alerts.groups.flatMap((g) => g.rules.map((r) => r.alert));
    expect(names).toEqual(expect.arrayContaining(["OutboxStuck", "JobLate", "HighErrorRate", "ReadinessFailing"]));
  });

  it("the alerts and the dashboard ask only for series GET /metrics exposes", async () => {
    const t = await createTestApp({ env: { METRICS_TOKEN: "deploy-files-metrics-token" } });
    let exposed: Set<string>;
    try {
      await t.app.inject({ method: "GET", url: "/api/health" });
      const text = (await t.app.inject({ method: "GET", url: "/metrics", headers: { authorization: "Bearer deploy-files-metrics-token" } }))
        .body;
      exposed = new Set(
        [...text.matchAll(/^# TYPE (\S+) (\S+)$/gm)].flatMap(([, name, type]) =>
          type === "histogram" ? [`${name}_bucket`, `${name}_count`, `${name}_sum`] : [name!],
        ),
      );
    } finally {
      await t.close();
    }
    // The pool exists only on PostgreSQL (the embedded database has one in-process connection).
    const onlyWithPostgres = databaseKind === "pglite" ? ["investar_database_pool_connections"] : [];
    const exprs = [
      ...alerts.groups.flatMap((g) => g.rules.map((r) => r.expr)),
      ...dashboard.panels.flatMap((p) => p.targets.map((q) => q.expr)),
    ];
    const asked = new Set(exprs.flatMap((expr) => expr.match(/\b(?:investar|http|process|nodejs)_[a-z0-9_]+\b/g) ?? []));
    expect([...asked].filter((name) => !exposed.has(name) && !onlyWithPostgres.includes(name))).toEqual([]);
    expect(asked.size).toBeGreaterThan(10);
  });
});

describe("deploy/investar.service", () => {
  it("starts npm start and waits out the drain and the shutdown before killing", () => {
    const unit = read("deploy/investar.service");
    expect(unit).toMatch(/^ExecStart=\/usr\/bin\/npm start$/m);
    const deployedDrainMs = loadConfig({
      PUBLIC_URL: "https://investar.example.com",
      SESSION_SECRET: "s".repeat(32),
      SMTP_URL: "smtp://mail.example.com",
      PAYMENT_GATEWAY: "ccavenue",
      CCAVENUE_MERCHANT_ID: "1",
      CCAVENUE_ACCESS_CODE: "a",
      CCAVENUE_WORKING_KEY: "k",
      CCAVENUE_URL: "https://ccavenue.example",
    }).shutdownDrainMs;
    expect(Number(/^TimeoutStopSec=(\d+)$/m.exec(unit)![1]) * 1000).toBeGreaterThan(deployedDrainMs + 10_000);
  });
});
