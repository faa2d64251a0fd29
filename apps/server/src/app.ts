import zlib from "node:zlib";
import compress from "@fastify/compress";
import cookie from "@fastify/cookie";
import formbody from "@fastify/formbody";
import rateLimit from "@fastify/rate-limit";
import Fastify, { LogController, type FastifyInstance, type RouteOptions } from "fastify";
import type { DestinationStream } from "pino";
import { serializerCompiler } from "fastify-type-provider-zod";
import { openDatabase, type DatabaseHandle } from "@investar/db";
import type { Config } from "./config.ts";
import type { AppDeps } from "./deps.ts";
import { argon2Queue } from "./auth/argon2-queue.ts";
import { installAccess } from "./auth/access.ts";
import { installPrincipal } from "./auth/principal.ts";
import { installApiDocs } from "./http/api-docs.ts";
import { ApiPathCase } from "./http/api-path-case.ts";
import { installCsrfCheck } from "./http/csrf.ts";
import { installErrorHandler, sendFrameworkError } from "./http/error-handler.ts";
import { requestValidatorCompiler } from "./http/request-validator.ts";
import { createPublicResponseCache, installPublicResponseCache } from "./http/public-response-cache.ts";
import { startCacheBus } from "./http/cache-bus.ts";
import { postgresRateLimitStore } from "./http/rate-limit-store.ts";
import { logOptions } from "./http/log-redaction.ts";
import { installQueryKeyCase } from "./http/query-key-case.ts";
import { startMailWorker } from "./integrations/mail/mail-worker.ts";
import { startSmsWorker } from "./integrations/sms/sms-worker.ts";
import { openFileStore } from "./integrations/storage/open-file-store.ts";
import { installSecurityHeaders } from "./http/security-headers.ts";
import { installWebApp } from "./http/web-app.ts";
import type { App } from "./http/app-types.ts";
import * as accountClosure from "./features/account-closure/feature.ts";
import * as accounts from "./features/accounts/feature.ts";
import * as adminUsers from "./features/admin-users/feature.ts";
import * as audit from "./features/audit/feature.ts";
import * as business from "./features/business/feature.ts";
import { mailBrand } from "./features/business/index.ts";
import * as catalogue from "./features/catalogue/feature.ts";
import * as checkout from "./features/checkout/feature.ts";
import * as customerNotes from "./features/customer-notes/feature.ts";
import * as customerTimeline from "./features/customer-timeline/feature.ts";
import * as clientErrors from "./features/client-errors/feature.ts";
import * as dashboard from "./features/dashboard/feature.ts";
import * as dev from "./features/dev/feature.ts";
import * as gstReturns from "./features/gst-returns/feature.ts";
import * as health from "./features/health/feature.ts";
import * as intraday from "./features/intraday/feature.ts";
import * as invoices from "./features/invoices/feature.ts";
import { renderTaxDocument } from "./features/invoices/index.ts";
import * as manualPayments from "./features/manual-payments/feature.ts";
import * as marketing from "./features/marketing/feature.ts";
import * as metrics from "./features/metrics/feature.ts";
import * as mobileTrial from "./features/mobile-trial/feature.ts";
import * as newsletters from "./features/newsletters/feature.ts";
import * as paymentQueue from "./features/payment-queue/feature.ts";
import * as payments from "./features/payments/feature.ts";
import * as privacyRequests from "./features/privacy-requests/feature.ts";
import * as privacyConsent from "./features/privacy-consent/feature.ts";
import * as profile from "./features/profile/feature.ts";
import * as referrals from "./features/referrals/feature.ts";
import * as releases from "./features/releases/feature.ts";
import * as renewals from "./features/renewals/feature.ts";
import * as siteContent from "./features/site-content/feature.ts";
import * as staffSearch from "./features/staff-search/feature.ts";
import * as statements from "./features/statements/feature.ts";
import * as subscriptions from "./features/subscriptions/feature.ts";
import * as support from "./features/support/feature.ts";
import * as supportDesk from "./features/support-desk/feature.ts";
import * as twoFactor from "./features/two-factor/feature.ts";
import * as wallet from "./features/wallet/feature.ts";
import * as webinars from "./features/webinars/feature.ts";
import { installCanonicalHost } from "./http/canonical-host.ts";
import { installAcquisitionCookie } from "./http/acquisition-cookie.ts";
import { createPaymentDeps, scheduleReconciliation } from "./boot/payments.ts";
import { scheduleLogRetention } from "./boot/log-retention.ts";
import { putDemoFiles } from "./integrations/storage/put-demo-files.ts";
import { createWebServices } from "./features/pages/index.ts";
import { createMetrics } from "./features/metrics/index.ts";
import { installRequestMetrics } from "./http/request-metrics.ts";
import { installRequestIdHeader, requestIdGenerator } from "./http/request-id.ts";
import { checkReadiness } from "./features/health/index.ts";

/** The site's business capabilities; each registers its own endpoints and jobs (docs/architecture.md#feature-map). */
const features = [
  accountClosure,
  accounts,
  adminUsers,
  audit,
  business,
  catalogue,
  checkout,
  customerNotes,
  customerTimeline,
  clientErrors,
  dashboard,
  dev,
  gstReturns,
  health,
  intraday,
  invoices,
  manualPayments,
  marketing,
  metrics,
  mobileTrial,
  newsletters,
  paymentQueue,
  payments,
  privacyRequests,
  privacyConsent,
  profile,
  referrals,
  releases,
  renewals,
  siteContent,
  staffSearch,
  statements,
  subscriptions,
  support,
  supportDesk,
  twoFactor,
  wallet,
  webinars,
];
import type { OnPaid } from "./features/payments/index.ts";

export interface BuildOptions {
  /** An already-open database (tests share one per file); otherwise the config's target is opened and closed with the app. */
  database?: DatabaseHandle;
  now?: () => Date;
  mailIntervalMs?: number;
  /** Runs in the transaction that moves an order to paid (tests may pass a marker; default: activation of what was bought). */
  onOrderPaid?: OnPaid;
  /** Where log lines go instead of stdout (tests read them). */
  logStream?: DestinationStream;
  /** Fields every log line carries beside the request id: the active trace's ids when tracing runs (boot/tracing.ts). */
  logFields?: () => Record<string, string>;
  /** Sees every route as it is registered (the authorization test checks that each one is classified). */
  onRoute?: (route: RouteOptions) => void;
}

export async function buildApp(config: Config, options: BuildOptions = {}): Promise<FastifyInstance> {
  const apiPaths = new ApiPathCase();
  const app = Fastify({
    logger: logOptions(config.logLevel, options.logStream, options.logFields),
    trustProxy: config.trustProxy || false,
    rewriteUrl: (req) => apiPaths.rewrite(req.url ?? "/"),
    bodyLimit: 1_048_576,
    frameworkErrors: sendFrameworkError,
    genReqId: requestIdGenerator(config.trustProxy || false),
    logController: new LogController({ requestIdLogLabel: "requestId" }),
  });
  installRequestIdHeader(app);
  app.setValidatorCompiler(requestValidatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.addHook("onRoute", (route) => {
    apiPaths.register(route.url);
    options.onRoute?.(route);
  });
  installQueryKeyCase(app);

  // Before the database, so a store that cannot be reached stops the start with nothing left open.
  const files = await openFileStore(config);
  app.addHook("onClose", async () => files.close());
  const handle = options.database ?? (await openDatabase(config.database));
  if (!options.database) {
    await handle.migrate();
    app.addHook("onClose", async () => handle.close());
  }
  await putDemoFiles(handle.db, files);
  // Idle connections die with a database restart; the pool replaces them, the log says so once per connection.
  handle.onConnectionError((error) => app.log.warn({ error: error.message }, "database connection lost; the pool reconnects on demand"));
  const retryBaseMs = config.outboxRetryMs;
  const mailWorker = config.smtpUrl
    ? startMailWorker(
        handle.db,
        files,
        // The worker first sends on its first tick or nudge, after `deps` below exists.
        { smtpUrl: config.smtpUrl, from: config.mailFrom, dkim: config.dkim, brand: () => mailBrand(deps), renderTaxDocument },
        app.log,
        { intervalMs: options.mailIntervalMs, retryBaseMs },
      )
    : null;
  if (mailWorker) app.addHook("onClose", async () => mailWorker.stop());
  // Codes by SMS should arrive within seconds; without a provider the rows are the dev outbox.
  const smsWorker = config.sms.kind !== "none" ? startSmsWorker(handle.db, config.sms, app.log, { intervalMs: 2_000, retryBaseMs }) : null;
  if (smsWorker) app.addHook("onClose", async () => smsWorker.stop());
  const caches = await startCacheBus(handle, app.log);
  app.addHook("onClose", async () => caches.stop());
  const responseCache = createPublicResponseCache();
  caches.onInvalidate(() => responseCache.clear());
  const deps: AppDeps = {
    config,
    files,
    responseCache,
    caches: { invalidate: caches.invalidate, onInvalidate: caches.onInvalidate },
    db: handle.db,
    now: options.now ?? (() => new Date()),
    mail: { nudge: () => mailWorker?.nudge() },
    payments: createPaymentDeps(config, app, options.onOrderPaid),
    argon2: argon2Queue,
    runtime: { mail: mailWorker?.status ?? null, sms: smsWorker?.status ?? null, reconciliation: null, draining: false },
    // Off and free without a token: nothing is recorded that no one may read.
    metrics: config.metricsToken ? createMetrics(handle, options.now ?? (() => new Date())) : null,
  };
  app.decorate("deps", deps);
  app.addHook("preClose", async () => {
    deps.runtime.draining = true;
  });

  installErrorHandler(app);
  if (deps.metrics) {
    installRequestMetrics(app, deps.metrics);
    deps.metrics.watchReadiness(() => checkReadiness(deps, "public"));
  }
  if (config.mode === "deployed") installCanonicalHost(app, config.publicUrl);
  await installSecurityHeaders(app, {
    https: config.publicUrl.startsWith("https://"),
    formActionOrigins: deps.payments.gateway.formOrigin ? [deps.payments.gateway.formOrigin] : [],
  });
  installPublicResponseCache(app, responseCache);
  // Pages and answers are whole strings: compressed in one call, not through a per-response zlib stream on
  // the thread pool, which costs more than the compression on a busy CPU (ADR 0057). What is compressed here is
  // compressed for each request, so the levels are the fast ones (ADR 0057#per-request-levels): a 69 KB page in
  // brotli's quality 2 takes 0.26 ms (quality 3: 0.44, 1% smaller), in gzip's level 3 0.45 ms (level 6: 0.80, 9%
  // smaller). Answers kept in memory are compressed once, at zlib's default (precompressed.ts).
  await app.register(compress, {
    global: true,
    threshold: 1024,
    syncThreshold: 512 * 1024,
    brotliOptions: {
      params: { [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT, [zlib.constants.BROTLI_PARAM_QUALITY]: 2 },
    },
    zlibOptions: { level: 3 },
  });
  await app.register(cookie);
  installAcquisitionCookie(app, config.publicUrl);
  installPrincipal(app, deps);
  installCsrfCheck(app, config.publicUrl, () => deps.metrics?.countRefusal("csrf"));
  await installApiDocs(app, config.apiDocs);

  await app.register(async (api) => {
    await api.register(formbody);
    // ADR 0016: counters in memory only where one process is all there can be (local mode, embedded database).
    const inMemory = config.mode === "local" && handle.kind !== "postgres";
    await api.register(rateLimit, {
      global: false,
      allowList: () => !config.rateLimits,
      ...(inMemory ? {} : { store: postgresRateLimitStore(handle.db) }),
    });
    // Every feature route states who may call it; its guard runs before the handler (docs/architecture.md#authorization).
    installAccess(api);
    for (const feature of features) feature.register(api as unknown as App, deps);
  });
  scheduleReconciliation(app, deps);
  scheduleLogRetention(app, deps);

  if (config.webBuildDir) await installWebApp(app, deps, createWebServices(deps), config.webBuildDir);
  return app;
}

declare module "fastify" {
  interface FastifyInstance {
    deps: AppDeps;
  }
}
