import { join } from "node:path";
import { z } from "zod";
import {
  DEFAULT_COUPON_HOLD_MINUTES,
  DEFAULT_WALLET_CREDIT_APPROVAL_LIMIT,
  normaliseExchangeRate,
  type AdminTwoFactorPolicy,
  type Currency,
  type MobileAppLinks,
  type MobileAppStore,
  storeUrlProblem,
  SMS_KINDS,
  isOptionalSmsKind,
  smsTemplateSetting,
  type SmsKind,
  type VideoCategory,
} from "@investar/core";
import { defaultPoolSettings, type DatabaseTarget } from "@investar/db";
import type { S3Settings } from "./integrations/storage/s3-file-store.ts";

/** A store page of the mobile app, checked as the business profile checks it (ADR 0040). */
const storeUrl = (store: MobileAppStore) =>
  z
    .string()
    .trim()
    .refine((value) => value === "" || storeUrlProblem(store, value) === null, { message: "must be an https page on the store's own site" })
    .optional();

const csv = z.string().transform((value) =>
  value
    .split(",")
    .map((item) => item.trim())
    .filter(Boolean),
);

const envSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("production"),
  PORT: z.coerce.number().int().min(0).max(65_535).default(3000),
  HOST: z.string().min(1).default("127.0.0.1"),
  PUBLIC_URL: z.url().optional(),
  DATA_DIR: z.string().min(1).default("./data"),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, "must be a postgres:// URL")
    .optional(),
  /** The PostgreSQL pool (ADR 0013): its size, how long a request waits for a connection, and the server-side limits. */
  DATABASE_POOL_MAX: z.coerce.number().int().min(1).default(defaultPoolSettings.max),
  DATABASE_CONNECT_TIMEOUT_MS: z.coerce.number().int().min(100).default(defaultPoolSettings.connectionTimeoutMs),
  DATABASE_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(0).default(defaultPoolSettings.statementTimeoutMs),
  DATABASE_IDLE_IN_TRANSACTION_TIMEOUT_MS: z.coerce.number().int().min(0).default(defaultPoolSettings.idleInTransactionTimeoutMs),
  /** First retry delay of an undelivered mail or SMS; it doubles per attempt, up to an hour. */
  OUTBOX_RETRY_SECONDS: z.coerce.number().int().min(1).default(30),
  SESSION_SECRET: z.string().min(32, "must be at least 32 characters").optional(),
  /** Where files live (ADR 0014): unset is DATA_DIR/files; s3://<bucket> an S3-compatible bucket, created at start if missing. */
  STORAGE_URL: z
    .string()
    .regex(
      /^s3:\/\/[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]\/?$/,
      "must be s3://<bucket>, a bucket name of 3 to 63 lowercase letters, digits, dots and hyphens",
    )
    .optional(),
  /** Any S3-compatible store other than AWS (MinIO, Ceph, R2, …); addressed path-style. */
  S3_ENDPOINT: z.url().optional(),
  AWS_ACCESS_KEY_ID: z.string().min(1).optional(),
  AWS_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  AWS_SESSION_TOKEN: z.string().min(1).optional(),
  AWS_REGION: z.string().min(1).default("us-east-1"),
  SMS_URL: z.url().optional(),
  SMS_API_KEY: z.string().optional(),
  /** `msg91`: texts go through MSG91's Flow API with one DLT template per kind (ADR 0034); default `http` (SMS_URL's { to, text }). */
  SMS_PROVIDER: z.enum(["http", "msg91"]).optional(),
  MSG91_AUTH_KEY: z.string().min(1).optional(),
  MSG91_URL: z.url().default("https://control.msg91.com"),
  /** The DLT template id registered at MSG91 for each kind of SMS (core SMS_KINDS). */
  MSG91_TEMPLATE_VERIFICATION_CODE: z.string().trim().min(1).optional(),
  MSG91_TEMPLATE_MOBILE_TRIAL_CODE: z.string().trim().min(1).optional(),
  MSG91_TEMPLATE_INTRADAY_ACTIVATION: z.string().trim().min(1).optional(),
  /** Optional: auto-renew's pre-debit notice is also sent by SMS once this is set (docs/business-rules.md#sms-templates). */
  MSG91_TEMPLATE_PRE_DEBIT_NOTICE: z.string().trim().min(1).optional(),
  /** DKIM signing of every mail (ADR 0034): the signing domain, the selector published in DNS and the PEM private key ("\n" may stand for line breaks). */
  DKIM_DOMAIN: z.string().min(3).optional(),
  DKIM_SELECTOR: z.string().min(1).optional(),
  DKIM_PRIVATE_KEY: z.string().min(32).optional(),
  /** An address that unsubscribes by mail, offered in List-Unsubscribe besides the one-click link (mailto: is added). */
  MAIL_UNSUBSCRIBE_EMAIL: z.email().optional(),
  /** The bearer token Prometheus sends to GET /metrics (docs/operations.md#metrics); without it /metrics answers 404. */
  METRICS_TOKEN: z.string().trim().min(16, "must be at least 16 characters").optional(),
  /** Mailgun's HTTP webhook signing key: customers' mails to support reach /api/support/inbound-mail signed with it (ADR 0054); without it the webhook answers 404. */
  MAILGUN_WEBHOOK_SIGNING_KEY: z.string().trim().min(16, "must be at least 16 characters").optional(),
  /** How often the privacy job builds the data downloads customers asked for (docs/business-rules.md#data-download); 0 switches it off. */
  DATA_EXPORT_JOB_INTERVAL_SECONDS: z.coerce.number().int().min(0).default(15),
  /** How often the newsletter job queues the next batch of a newsletter being sent; 0 switches it off. */
  NEWSLETTER_JOB_INTERVAL_SECONDS: z.coerce.number().int().min(0).default(60),
  /** The steady rate at which a newsletter's copies are queued, so a large list neither floods the SMTP relay nor trips its limits. */
  NEWSLETTER_MAILS_PER_MINUTE: z.coerce.number().int().min(1).default(120),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, "must be an smtp:// or smtps:// URL")
    .optional(),
  MAIL_FROM: z.string().min(3).default("Investar <no-reply@investarindia.com>"),
  /** Defaults to the simulator in local mode only: a deployed site must name its gateway (see deploymentProblems). */
  PAYMENT_GATEWAY: z.enum(["simulator", "ccavenue"]).optional(),
  CCAVENUE_MERCHANT_ID: z.string().optional(),
  CCAVENUE_ACCESS_CODE: z.string().optional(),
  CCAVENUE_WORKING_KEY: z.string().optional(),
  CCAVENUE_URL: z.url().optional(),
  /** CCAvenue's server-to-server API (orderStatusTracker); their test system is https://apitest.ccavenue.com/apis/servlet/DoWebTrans. */
  CCAVENUE_API_URL: z.url().default("https://api.ccavenue.com/apis/servlet/DoWebTrans"),
  /** How often the reconciliation job looks for unsettled card payments; 0 switches it off. */
  PAYMENT_RECONCILE_INTERVAL_SECONDS: z.coerce.number().int().min(0).default(300),
  /** A pending order is re-queried once it is this old (the customer may still be on the bank's pages before); 0 at once (the crash test). */
  PAYMENT_RECONCILE_AFTER_MINUTES: z.coerce.number().int().min(0).default(15),
  /** A pending order the gateway still has no outcome for after this long is marked failed (abandoned). */
  PAYMENT_ABANDON_AFTER_MINUTES: z.coerce.number().int().min(1).default(1440),
  /** docs/business-rules.md#coupon-hold: how long an open, unpaid checkout keeps the coupon use it took. */
  COUPON_HOLD_MINUTES: z.coerce.number().int().min(1).default(DEFAULT_COUPON_HOLD_MINUTES),
  /** How the payment simulator answers refunds (README "Refunds through the gateway"): success, fail, or pending[:seconds]. */
  PAYMENT_SIMULATOR_REFUNDS: z
    .string()
    .regex(/^(success|fail|pending(:\d{1,6})?)$/, "must be success, fail, pending or pending:<seconds>")
    .default("success"),
  /** docs/business-rules.md#wallet-credit-approval: an admin's wallet credit above this (whole rupees) waits for a second admin. */
  WALLET_CREDIT_APPROVAL_LIMIT_INR: z.coerce.number().int().min(0).default(DEFAULT_WALLET_CREDIT_APPROVAL_LIMIT.INR),
  /** The same for a credit in dollars (whole dollars). */
  WALLET_CREDIT_APPROVAL_LIMIT_USD: z.coerce.number().int().min(0).default(DEFAULT_WALLET_CREDIT_APPROVAL_LIMIT.USD),
  /** How often logs older than 90 days are deleted (ADR 0012); 0 switches the job off. */
  LOG_RETENTION_INTERVAL_SECONDS: z.coerce.number().int().min(0).default(21_600),
  /** A periodic job's run belongs to the instance that claimed it for this long, renewed while it runs (ADR 0016). */
  JOB_LEASE_SECONDS: z.coerce.number().int().min(1).default(60),
  /** On SIGTERM, how long readiness answers 503 while requests are still served, so the proxy stops sending first. */
  SHUTDOWN_DRAIN_SECONDS: z.coerce.number().int().min(0).optional(),
  /** How often webinar reminders and "recording available" mails are looked for (ADR 0017); 0 switches the job off. */
  WEBINAR_NOTICE_INTERVAL_SECONDS: z.coerce.number().int().min(0).default(60),
  /** The video provider's data API (YouTube Data API v3); without a key the stored videos are served. */
  YOUTUBE_API_KEY: z.string().min(1).optional(),
  YOUTUBE_API_URL: z.url().default("https://www.googleapis.com/youtube/v3"),
  /** Which playlist fills which video category: "ShortVideo=PL…,LongVideo=PL…,TA=PL…". */
  YOUTUBE_PLAYLISTS: csv
    .pipe(
      z.array(
        z.string().regex(/^(ShortVideo|LongVideo|TA)=[A-Za-z0-9_-]{2,64}$/, "each item must be <ShortVideo|LongVideo|TA>=<playlist id>"),
      ),
    )
    .default([]),
  /** How often the playlists are read again; 0 reads them only at start. */
  YOUTUBE_REFRESH_SECONDS: z.coerce.number().int().min(0).default(3600),
  ADMIN_ROLES: csv.default(["Admin", "SPAdmin"]),
  /** `required`: every admin role must enrol a TOTP authenticator before acting as admin (ADR 0031). Default: `required` deployed, `optional` local. */
  ADMIN_2FA: z.enum(["optional", "required"]).optional(),
  /** Who may read the OpenAPI document and its browser UI under /api/docs. Default: `public` local, `off` deployed. */
  API_DOCS: z.enum(["public", "staff", "off"]).optional(),
  VENDOR_EMAIL_DOMAIN: z.string().min(3).default("investarindia.com"),
  /** Where problem reports, feedback and broker requests are mailed (with their attachments); default support@VENDOR_EMAIL_DOMAIN. */
  SUPPORT_EMAIL: z.email().optional(),
  /** How often renewal reminders and due scheduled subscription changes are looked for; 0 switches the job off. */
  RENEWAL_JOB_INTERVAL_SECONDS: z.coerce.number().int().min(0).default(900),
  GOOGLE_CLIENT_ID: z.string().optional(),
  GOOGLE_JWKS_URL: z.url().default("https://www.googleapis.com/oauth2/v3/certs"),
  FACEBOOK_APP_ID: z.string().optional(),
  FACEBOOK_GRAPH_URL: z.url().default("https://graph.facebook.com"),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  TRUST_PROXY: z.string().optional(),
  RATE_LIMITS: z.enum(["on", "off"]).default("on"),
  /** The mobile app's App Store and Google Play pages; each overrides the business profile's (ADR 0040). */
  MOBILE_APP_STORE_URL: storeUrl("appStore"),
  MOBILE_APP_GOOGLE_PLAY_URL: storeUrl("googlePlay"),
  /** ARN of the letter of undertaking under which exports (USD sales) are invoiced without IGST. */
  INVOICE_LUT_REFERENCE: z.string().trim().min(1).optional(),
  /** Rupees per US dollar recorded on each new export invoice (ADR 0037): up to four decimals. */
  INVOICE_USD_INR_RATE: z
    .string()
    .default("85.0000")
    .transform(
      (rate, ctx) => normaliseExchangeRate(rate) ?? (ctx.addIssue("rupees per US dollar, up to four decimals, such as 84.2575"), z.NEVER),
    ),
});

/**
 * docs/architecture.md#runtime "Two modes", ADR 0012: PUBLIC_URL unset or on this machine is local mode (what `npm start`
 * gives a newcomer); any other address is a deployment, which must name its gateway, mail and secret.
 */
export type RunMode = "local" | "deployed";

export interface Config {
  env: "development" | "production" | "test";
  mode: RunMode;
  /** Deployed with PAYMENT_GATEWAY=simulator: pages carry the "Test mode" ribbon and receipts, invoices and credit notes say TEST. */
  testMode: boolean;
  port: number;
  host: string;
  publicUrl: string;
  /** MOBILE_APP_STORE_URL, MOBILE_APP_GOOGLE_PLAY_URL: store pages that override the business profile's. */
  mobileApp: Partial<MobileAppLinks>;
  dataDir: string;
  database: DatabaseTarget;
  /** Where files live: a directory, or an S3-compatible bucket (STORAGE_URL). */
  storage: { kind: "local"; dir: string } | ({ kind: "s3" } & S3Settings);
  /** Null until boot has read or generated it (see resolve-session-secret.ts). */
  sessionSecret: string | null;
  smtpUrl: string | null;
  /** The SMS provider: a JSON POST of { to, text } to a URL, MSG91's Flow API with DLT templates, or none (texts stay in the dev outbox). */
  sms: SmsSettings;
  /** DKIM signing of outgoing mail; null sends unsigned (local mode). */
  dkim: { domainName: string; keySelector: string; privateKey: string } | null;
  /** The mailto: address offered in List-Unsubscribe besides the one-click link. */
  unsubscribeEmail: string | null;
  /** The bearer token of GET /metrics; null: the operator's metrics are off (404). */
  metricsToken: string | null;
  /** MAILGUN_WEBHOOK_SIGNING_KEY: the inbound mail webhook's secret (ADR 0054); null switches the webhook off. */
  inboundMailSigningKey: string | null;
  /** The job that queues newsletters being sent, and how many copies it queues a minute. */
  newsletters: { intervalMs: number; perMinute: number };
  /** The job that builds requested data downloads (docs/business-rules.md#data-download). */
  dataExportIntervalMs: number;
  mailFrom: string;
  /** First retry delay of the mail and SMS outboxes. */
  outboxRetryMs: number;
  paymentGateway: {
    kind: "simulator" | "ccavenue";
    merchantId: string | null;
    accessCode: string | null;
    workingKey: string | null;
    url: string | null;
    /** The status API (orderStatusTracker) the ccavenue gateway queries. */
    apiUrl: string;
  };
  /** The job that settles card payments whose return never came (docs/architecture.md#flow-reconciliation). */
  paymentReconcile: { intervalMs: number; afterMinutes: number; abandonAfterMinutes: number };
  /** COUPON_HOLD_MINUTES: how long an open checkout holds its coupon use (docs/business-rules.md#coupon-hold). */
  couponHoldMinutes: number;
  /** PAYMENT_SIMULATOR_REFUNDS: the simulator's answer to a refund, and how long a pending one stays pending. */
  simulatorRefunds: { outcome: "success" | "fail" | "pending"; pendingSeconds: number };
  /** Minor units by currency: a wallet credit above it needs a second admin (docs/business-rules.md#wallet-credit-approval). */
  walletCreditApprovalLimit: Record<Currency, number>;
  /** The job that deletes conversion and browser logs (and rate-limit rows) past their retention. */
  logRetentionIntervalMs: number;
  /** How long a claimed run of a periodic job is its instance's without renewal. */
  jobLeaseMs: number;
  /** Shutdown: readiness says 503 this long before the listener closes (deployed default 5 s, local 0). */
  shutdownDrainMs: number;
  /** The job that sends webinar reminders and "recording available" mails. */
  webinarNoticeIntervalMs: number;
  /** Training-video playlists from the provider; null without a key (the stored videos are served). */
  videos: { apiKey: string; apiUrl: string; playlists: { category: VideoCategory; playlistId: string }[]; refreshMs: number } | null;
  adminRoles: string[];
  /** ADMIN_2FA: whether admin roles must sign in with an authenticator code. */
  adminTwoFactor: AdminTwoFactorPolicy;
  /** API_DOCS: who may read /api/docs (everyone, admins only, or nobody: the routes are not there). */
  apiDocs: "public" | "staff" | "off";
  vendorEmailDomain: string;
  /** The support desk's address (SUPPORT_EMAIL). */
  supportEmail: string;
  /** The job that sends renewal reminders and applies scheduled subscription changes. */
  renewalJobIntervalMs: number;
  google: { clientId: string | null; jwksUrl: string };
  facebook: { appId: string | null; graphUrl: string };
  logLevel: z.infer<typeof envSchema>["LOG_LEVEL"];
  trustProxy: string | false;
  /** Per-IP limits on login, registration and code sending (docs/architecture.md#rate-limiting); tests switch them off. */
  rateLimits: boolean;
  /** Where the built web app lives; null serves the API only. */
  webBuildDir: string | null;
  /** The LUT's ARN printed on export invoices; the seller itself is the business profile (ADR 0033). */
  invoiceLutReference: string | null;
  /** Rupees per US dollar with four decimals ("85.0000"), recorded on each new export invoice. */
  invoiceUsdInrRate: string;
}

export type SmsSettings =
  | { kind: "none" }
  | { kind: "http"; url: string; apiKey: string | null }
  | { kind: "msg91"; url: string; authKey: string; templates: Record<SmsKind, string | null> };

export class ConfigError extends Error {}

/** The one reader of the environment. A bad value stops the boot with every problem listed. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `  ${issue.path.join(".")}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${problems.join("\n")}`);
  }
  const e = parsed.data;
  const mode = runModeOf(e.PUBLIC_URL);
  const refusals = mode === "deployed" ? deploymentProblems(e) : [];
  if (refusals.length > 0) {
    throw new ConfigError(
      `Refusing to start: PUBLIC_URL ${e.PUBLIC_URL} is not this machine, so this is a deployment, and:\n${refusals.map((line) => `  ${line}`).join("\n")}`,
    );
  }
  const gatewayKind = e.PAYMENT_GATEWAY ?? "simulator";
  if (gatewayKind === "ccavenue") {
    const missing = (["CCAVENUE_MERCHANT_ID", "CCAVENUE_ACCESS_CODE", "CCAVENUE_WORKING_KEY", "CCAVENUE_URL"] as const).filter(
      (name) => !e[name],
    );
    if (missing.length > 0) throw new ConfigError(`Invalid configuration:\n  PAYMENT_GATEWAY=ccavenue needs ${missing.join(", ")}`);
  }
  const sms = smsSettings(e);
  const dkimSet = [e.DKIM_DOMAIN, e.DKIM_SELECTOR, e.DKIM_PRIVATE_KEY].filter(Boolean).length;
  if (dkimSet > 0 && dkimSet < 3)
    throw new ConfigError("Invalid configuration:\n  DKIM needs all of DKIM_DOMAIN, DKIM_SELECTOR and DKIM_PRIVATE_KEY");
  if (e.STORAGE_URL && (!e.AWS_ACCESS_KEY_ID || !e.AWS_SECRET_ACCESS_KEY)) {
    throw new ConfigError("Invalid configuration:\n  STORAGE_URL=s3://… needs AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY");
  }
  return {
    env: e.NODE_ENV,
    mode,
    testMode: mode === "deployed" && gatewayKind === "simulator",
    port: e.PORT,
    host: e.HOST,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, ""),
    mobileApp: { appStore: e.MOBILE_APP_STORE_URL || null, googlePlay: e.MOBILE_APP_GOOGLE_PLAY_URL || null },
    dataDir: e.DATA_DIR,
    database: e.DATABASE_URL
      ? {
          kind: "postgres",
          url: e.DATABASE_URL,
          pool: {
            max: e.DATABASE_POOL_MAX,
            connectionTimeoutMs: e.DATABASE_CONNECT_TIMEOUT_MS,
            statementTimeoutMs: e.DATABASE_STATEMENT_TIMEOUT_MS,
            idleInTransactionTimeoutMs: e.DATABASE_IDLE_IN_TRANSACTION_TIMEOUT_MS,
          },
        }
      : { kind: "pglite", dataDir: e.DATA_DIR },
    storage: e.STORAGE_URL
      ? {
          kind: "s3",
          bucket: e.STORAGE_URL.slice("s3://".length).replace(/\/$/, ""),
          endpoint: e.S3_ENDPOINT ?? null,
          region: e.AWS_REGION,
          credentials: { accessKeyId: e.AWS_ACCESS_KEY_ID!, secretAccessKey: e.AWS_SECRET_ACCESS_KEY!, sessionToken: e.AWS_SESSION_TOKEN },
        }
      : { kind: "local", dir: join(e.DATA_DIR, "files") },
    sessionSecret: e.SESSION_SECRET ?? null,
    smtpUrl: e.SMTP_URL ?? null,
    sms,
    dkim:
      e.DKIM_DOMAIN && e.DKIM_SELECTOR && e.DKIM_PRIVATE_KEY
        ? { domainName: e.DKIM_DOMAIN, keySelector: e.DKIM_SELECTOR, privateKey: e.DKIM_PRIVATE_KEY.replaceAll("\\n", "\n") }
        : null,
    unsubscribeEmail: e.MAIL_UNSUBSCRIBE_EMAIL ?? null,
    metricsToken: e.METRICS_TOKEN ?? null,
    inboundMailSigningKey: e.MAILGUN_WEBHOOK_SIGNING_KEY ?? null,
    newsletters: { intervalMs: e.NEWSLETTER_JOB_INTERVAL_SECONDS * 1000, perMinute: e.NEWSLETTER_MAILS_PER_MINUTE },
    dataExportIntervalMs: e.DATA_EXPORT_JOB_INTERVAL_SECONDS * 1000,
    mailFrom: e.MAIL_FROM,
    outboxRetryMs: e.OUTBOX_RETRY_SECONDS * 1000,
    paymentGateway: {
      kind: gatewayKind,
      merchantId: e.CCAVENUE_MERCHANT_ID ?? null,
      accessCode: e.CCAVENUE_ACCESS_CODE ?? null,
      workingKey: e.CCAVENUE_WORKING_KEY ?? null,
      url: e.CCAVENUE_URL ?? null,
      apiUrl: e.CCAVENUE_API_URL,
    },
    paymentReconcile: {
      intervalMs: e.PAYMENT_RECONCILE_INTERVAL_SECONDS * 1000,
      afterMinutes: e.PAYMENT_RECONCILE_AFTER_MINUTES,
      abandonAfterMinutes: e.PAYMENT_ABANDON_AFTER_MINUTES,
    },
    couponHoldMinutes: e.COUPON_HOLD_MINUTES,
    simulatorRefunds: simulatorRefundsSetting(e.PAYMENT_SIMULATOR_REFUNDS),
    walletCreditApprovalLimit: { INR: e.WALLET_CREDIT_APPROVAL_LIMIT_INR * 100, USD: e.WALLET_CREDIT_APPROVAL_LIMIT_USD * 100 },
    logRetentionIntervalMs: e.LOG_RETENTION_INTERVAL_SECONDS * 1000,
    jobLeaseMs: e.JOB_LEASE_SECONDS * 1000,
    shutdownDrainMs: (e.SHUTDOWN_DRAIN_SECONDS ?? (mode === "deployed" ? 5 : 0)) * 1000,
    webinarNoticeIntervalMs: e.WEBINAR_NOTICE_INTERVAL_SECONDS * 1000,
    videos: e.YOUTUBE_API_KEY
      ? {
          apiKey: e.YOUTUBE_API_KEY,
          apiUrl: e.YOUTUBE_API_URL.replace(/\/+$/, ""),
          playlists: e.YOUTUBE_PLAYLISTS.map((item) => {
            const [category, playlistId] = item.split("=") as [VideoCategory, string];
            return { category, playlistId };
          }),
          refreshMs: e.YOUTUBE_REFRESH_SECONDS * 1000,
        }
      : null,
    adminRoles: e.ADMIN_ROLES,
    // A deployed site's admins face the internet: a password alone must not make one (ADR 0031).
    adminTwoFactor: e.ADMIN_2FA ?? (mode === "deployed" ? "required" : "optional"),
    // The document maps every endpoint and parameter: a help to an attacker on a deployed site, not to a customer.
    apiDocs: e.API_DOCS ?? (mode === "deployed" ? "off" : "public"),
    vendorEmailDomain: e.VENDOR_EMAIL_DOMAIN,
    supportEmail: e.SUPPORT_EMAIL ?? `support@${e.VENDOR_EMAIL_DOMAIN}`,
    renewalJobIntervalMs: e.RENEWAL_JOB_INTERVAL_SECONDS * 1000,
    google: { clientId: e.GOOGLE_CLIENT_ID ?? null, jwksUrl: e.GOOGLE_JWKS_URL },
    facebook: { appId: e.FACEBOOK_APP_ID ?? null, graphUrl: e.FACEBOOK_GRAPH_URL },
    logLevel: e.LOG_LEVEL,
    trustProxy: e.TRUST_PROXY ?? false,
    rateLimits: e.RATE_LIMITS === "on",
    webBuildDir: new URL("../../web/build", import.meta.url).pathname,
    invoiceLutReference: e.INVOICE_LUT_REFERENCE ?? null,
    invoiceUsdInrRate: e.INVOICE_USD_INR_RATE,
  };
}

const LOCAL_HOSTS = new Set(["localhost", "127.0.0.1", "[::1]"]);

export function runModeOf(publicUrl: string | undefined): RunMode {
  return !publicUrl || LOCAL_HOSTS.has(new URL(publicUrl).hostname) ? "local" : "deployed";
}

type Env = z.infer<typeof envSchema>;

const msg91Template = (e: Env, kind: SmsKind): string | null =>
  e[smsTemplateSetting(kind) as keyof Env & `MSG91_TEMPLATE_${string}`] ?? null;

function smsSettings(e: Env): SmsSettings {
  const provider = e.SMS_PROVIDER ?? (e.SMS_URL ? "http" : null);
  if (provider === "msg91") {
    if (!e.MSG91_AUTH_KEY) throw new ConfigError("Invalid configuration:\n  SMS_PROVIDER=msg91 needs MSG91_AUTH_KEY");
    const templates = Object.fromEntries(SMS_KINDS.map((kind) => [kind, msg91Template(e, kind)])) as Record<SmsKind, string | null>;
    return { kind: "msg91", url: e.MSG91_URL.replace(/\/+$/, ""), authKey: e.MSG91_AUTH_KEY, templates };
  }
  if (provider === "http") {
    if (!e.SMS_URL) throw new ConfigError("Invalid configuration:\n  SMS_PROVIDER=http needs SMS_URL");
    return { kind: "http", url: e.SMS_URL, apiKey: e.SMS_API_KEY ?? null };
  }
  return { kind: "none" };
}

/** One line per setting a deployment may not leave to local mode's defaults. */
function deploymentProblems(e: Env): string[] {
  const problems: string[] = [];
  if (!e.PAYMENT_GATEWAY)
    problems.push("PAYMENT_GATEWAY is not set: name the card gateway (ccavenue, or simulator for a test site that takes no money).");
  if (!e.SMTP_URL) problems.push("SMTP_URL is not set: a deployed site must send its mail (smtp://user:pass@host:port).");
  if (!e.SESSION_SECRET) problems.push("SESSION_SECRET is not set: give every instance the same secret of at least 32 characters.");
  // docs/business-rules.md#sms-templates: an Indian operator drops a text that matches no DLT template, so a code would never arrive.
  if (e.SMS_PROVIDER === "msg91")
    for (const kind of SMS_KINDS)
      if (!isOptionalSmsKind(kind) && !msg91Template(e, kind))
        problems.push(`${smsTemplateSetting(kind)} is not set: every ${kind} SMS needs its DLT template id at MSG91.`);
  return problems;
}

/** PAYMENT_SIMULATOR_REFUNDS=pending stays pending for two minutes unless it names its seconds. */
function simulatorRefundsSetting(value: string): Config["simulatorRefunds"] {
  const [outcome, seconds] = value.split(":") as ["success" | "fail" | "pending", string | undefined];
  return { outcome, pendingSeconds: seconds === undefined ? 120 : Number(seconds) };
}
