/**
 * docs/deploy.md#tracing (ADR 0052): with OTEL_EXPORTER_OTLP_ENDPOINT set, the server process sends its traces by
 * OTLP/HTTP in protobuf to a collector (here a loopback one), and the gateway's return of a card purchase on
 * PostgreSQL is one trace: the HTTP request, Fastify's handling, the SQL statements and the status call to the
 * gateway (the simulator, answered in-process). Every log line of that request carries the request id the
 * customer was shown and the trace's id.
 */
import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, seedDemo, type DatabaseHandle } from "@investar/db";
import { HttpCustomer } from "../support/http-client.ts";
import { startOtlpCollector, type OtlpCollector } from "../support/otlp-collector.ts";
import { freePort, killServers, startHealthyServer, waitFor, type ServerProcess } from "../support/processes.ts";
import { announceMissingPostgres, postgresBin, startThrowawayPostgres, type ThrowawayPostgres } from "../support/throwaway-postgres.ts";
import { insertVerifiedAccount } from "../support/verified-account.ts";
import { seededDataDir } from "../support/seeded-data-dir.ts";

announceMissingPostgres("TRACING TEST");

const sessionSecret = randomBytes(32).toString("hex");
const password = "Nifty2026high";
const recordSdkLoad = ["--import", new URL("../support/record-tracing-load.ts", import.meta.url).pathname];
const SERVER = 2;
const CLIENT = 3;

describe.skipIf(!postgresBin)("tracing on PostgreSQL with an OTLP endpoint set", () => {
  let cluster: ThrowawayPostgres;
  let collector: OtlpCollector;
  let server: ServerProcess;
  let check: DatabaseHandle;
  let account: { userId: number; email: string; password: string };

  beforeAll(async () => {
    [cluster, collector] = await Promise.all([startThrowawayPostgres(), startOtlpCollector()]);
    check = await openDatabase({ kind: "postgres", url: cluster.url });
    await check.migrate();
    await seedDemo(check.db);
    const email = `traced.${Date.now()}@example.in`;
    const userId = await insertVerifiedAccount(check.db, { email, password, fullName: "Traced Buyer" });
    account = { userId, email, password };
    server = await startHealthyServer(
      await freePort(),
      {
        DATABASE_URL: cluster.url,
        SESSION_SECRET: sessionSecret,
        LOG_LEVEL: "info",
        OTEL_EXPORTER_OTLP_ENDPOINT: collector.endpoint,
        OTEL_SERVICE_NAME: "investar-under-test",
        // Sent within a moment instead of the default five seconds.
        OTEL_BSP_SCHEDULE_DELAY: "100",
      },
      { nodeArgs: recordSdkLoad },
    );
  }, 120_000);

  afterAll(async () => {
    killServers();
    await check?.close();
    await collector?.close();
    await cluster?.destroy();
  });

  it("makes the gateway's return one trace through Fastify, the SQL and the gateway's status call, and its log lines name it", async () => {
    const customer = new HttpCustomer(server.base, account, sessionSecret);
    await customer.login();
    const orderNumber = await customer.buy("Simulate success");
    expect(orderNumber).toBeTruthy();
    const back = customer.answers.find((answer) => answer.step === "gateway return")!;
    expect(back.status).toBe(303);
    const requestId = back.requestId!;
    expect(requestId).toMatch(/^[0-9a-f-]{36}$/);

    // The server span of the return and everything under it.
    const root = await waitFor("the return's server span", async () =>
      collector.spans.find((span) => span.kind === SERVER && span.attributes["url.path"] === "/api/payment/CCAvenueResponse"),
    );
    const statusCall = await waitFor("the gateway status call's span", async () =>
      collector.spans.find(
        (span) =>
          span.traceId === root.traceId && span.name === "request" && span.attributes["http.route"] === "/api/payment/simulator/status",
      ),
    );
    const trace = collector.spans.filter((span) => span.traceId === root.traceId);
    expect(collector.contentTypes.every((type) => type === "application/x-protobuf")).toBe(true);
    expect(root.parentSpanId).toBe("");
    expect(root).toMatchObject({ scope: "@opentelemetry/instrumentation-http", name: "POST /api/payment/CCAvenueResponse" });
    expect(trace.some((span) => span.scope === "@fastify/otel" && span.attributes["http.route"] === "/api/payment/CCAvenueResponse")).toBe(
      true,
    );
    const queries = trace.filter((span) => span.scope === "@opentelemetry/instrumentation-pg" && span.kind === CLIENT);
    expect(queries.length).toBeGreaterThan(2);
    expect(queries.map((span) => String(span.attributes["db.query.text"] ?? span.attributes["db.statement"]))).toContainEqual(
      expect.stringMatching(/update "orders"/i),
    );
    // The simulator answers in-process (ADR 0007); CCAvenue's status API is a fetch, an undici client span.
    expect(statusCall.scope).toBe("@fastify/otel");
    // Each span hangs off another span of the same trace, up to the root: one tree, not loose pieces.
    const ids = new Set(trace.map((span) => span.spanId));
    for (const span of trace) if (span !== root) expect(ids.has(span.parentSpanId), span.name).toBe(true);

    // Every log line of the request carries its reference and the trace; the checkout's own request is a trace of its own.
    const lines = server
      .output()
      .split("\n")
      .filter((line) => line.startsWith("{"))
      .map((line) => JSON.parse(line) as { requestId?: string; traceId?: string; spanId?: string; msg?: string });
    const ofReturn = lines.filter((line) => line.requestId === requestId);
    expect(ofReturn.map((line) => line.msg)).toEqual(expect.arrayContaining(["incoming request", "request completed"]));
    for (const line of ofReturn) {
      expect(line.traceId).toBe(root.traceId);
      expect(line.spanId).toMatch(/^[0-9a-f]{16}$/);
    }
    const checkoutId = customer.answers.find((answer) => answer.step === "checkout")!.requestId;
    expect(lines.find((line) => line.requestId === checkoutId)?.traceId).toMatch(/^[0-9a-f]{32}$/);
    expect(lines.find((line) => line.requestId === checkoutId)?.traceId).not.toBe(root.traceId);
    expect(collector.spans.every((span) => span.attributes["url.path"] !== "/api/health")).toBe(true);
    expect(server.output()).toContain("TRACING SDK LOADED");
  }, 60_000);
});

describe("a server without OTEL_EXPORTER_OTLP_ENDPOINT", () => {
  it("never loads the tracing SDK, and its log lines carry no trace", async () => {
    const server = await startHealthyServer(
      await freePort(),
      { DATA_DIR: seededDataDir("investar-untraced-"), LOG_LEVEL: "info" },
      { nodeArgs: recordSdkLoad },
    );
    const answer = await fetch(`${server.base}/api/auth/IsEmailExist?email=someone%40example.in`);
    expect(answer.status).toBe(200);
    server.child.kill("SIGTERM");
    expect(await server.exited).toBe(0);
    expect(server.output()).not.toContain("TRACING SDK LOADED");
    const line = server
      .output()
      .split("\n")
      .find((l) => l.includes(answer.headers.get("x-request-id")!));
    expect(line).toBeDefined();
    expect(line).not.toContain("traceId");
  }, 120_000);
});
