import ipaddr from "ipaddr.js";
import { z } from "zod";
import { LOG_LEVELS, type LogLevel } from "./log.server";

/** Empty strings in the environment mean "not set". */
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === "" ? undefined : value), schema.optional());

const urlWithProtocols = (protocols: string[], hint: string) =>
  z.string().refine((value) => {
    try {
      return protocols.includes(new URL(value).protocol);
    } catch {
      return false;
    }
  }, hint);

const wholeNumber = (min: number, max: number) => {
  const message = `must be a whole number from ${min} to ${max}`;
  return z.coerce.number({ error: message }).int(message).min(min, message).max(max, message);
};

/** A comma-separated list of host names or addresses (the job fetcher normalises each, safe-fetch.server.ts). */
const hostList = z.string().transform((value, ctx) => {
  const hosts = value
    .split(",")
    .map((host) => host.trim())
    .filter(Boolean);
  const bad = hosts.filter((host) => !/^\[?[A-Za-z0-9.:-]+\]?$/.test(host));
  if (bad.length > 0) {
    ctx.addIssue({ code: "custom", message: `must be comma-separated host names (not understood: ${bad.join(", ")})` });
    return z.NEVER;
  }
  return hosts;
});

export const envSchema = z.object({
  NODE_ENV: optional(z.enum(["development", "production", "test"])),
  PORT: optional(
    z.coerce
      .number({ error: "must be a whole number from 1 to 65535" })
      .int("must be a whole number from 1 to 65535")
      .min(1, "must be a whole number from 1 to 65535")
      .max(65535, "must be a whole number from 1 to 65535"),
  ),
  SITE_PASSWORD: optional(z.string().max(200, "must be at most 200 characters")),
  SITE_GATE: optional(z.enum(["on", "off"], { error: 'must be "on" or "off"' })),
  DATA_DIR: optional(z.string()),
  DATABASE_URL: optional(urlWithProtocols(["postgres:", "postgresql:"], "must be a postgres:// or postgresql:// URL")),
  SMTP_URL: optional(urlWithProtocols(["smtp:", "smtps:"], "must be an smtp:// or smtps:// URL")),
  SITE_URL: optional(urlWithProtocols(["http:", "https:"], "must be an http:// or https:// URL")),
  CONTACT_EMAIL: optional(z.email("must be an email address")),
  MAIL_FROM: optional(z.string().min(3, "must be a sender like GeoCert <no-reply@example.org>")),
  MAIL_MAX_ATTEMPTS: optional(
    z.coerce
      .number({ error: "must be a whole number from 1 to 50" })
      .int("must be a whole number from 1 to 50")
      .min(1, "must be a whole number from 1 to 50")
      .max(50, "must be a whole number from 1 to 50"),
  ),
  TRUST_PROXY: optional(z.string().transform(parseTrustProxy)),
  DEMO_ACCOUNTS: optional(z.enum(["on", "off"], { error: 'must be "on" or "off"' })),
  DEMO_DATA: optional(z.enum(["on", "off"], { error: 'must be "on" or "off"' })),
  // Operations (docs/decisions/016-operations.md).
  LOG_LEVEL: optional(z.enum(LOG_LEVELS, { error: `must be one of ${LOG_LEVELS.join(", ")}` })),
  DATABASE_POOL_SIZE: optional(wholeNumber(1, 1000)),
  DATABASE_CONNECT_TIMEOUT_SECONDS: optional(wholeNumber(1, 600)),
  DATABASE_STATEMENT_TIMEOUT_SECONDS: optional(wholeNumber(1, 3600)),
  METRICS_PORT: optional(wholeNumber(1, 65535)),
  METRICS_HOST: optional(z.string().min(1)),
  SHUTDOWN_TIMEOUT_SECONDS: optional(wholeNumber(1, 3600)),
  SHUTDOWN_DELAY_SECONDS: optional(wholeNumber(0, 600)),
  // Signed credentials (docs/decisions/022): seals the issuer's signing keys at rest.
  ISSUER_KEY_SECRET: optional(z.string().min(32, "must be at least 32 characters (e.g. openssl rand -base64 32)")),
  // Job scraping (docs/decisions/010): which hosts the fetcher may or may not reach, and the schedule.
  JOB_FETCH_ALLOW_HOSTS: optional(hostList),
  JOB_FETCH_DENY_HOSTS: optional(hostList),
  JOB_SCHEDULER: optional(z.enum(["on", "off"], { error: 'must be "on" or "off"' })),
  // Invoices and payments (docs/decisions/039): the body's details on every invoice, and card payments.
  INVOICE_LEGAL_NAME: optional(z.string().trim().min(2, "must be the body's legal name").max(200)),
  INVOICE_ADDRESS: optional(z.string().trim().min(2, "must be the postal address, lines separated by ;").max(500)),
  INVOICE_VAT_NUMBER: optional(z.string().trim().min(2, "must be the VAT registration number").max(50)),
  INVOICE_VAT_RATE_PERCENT: optional(
    z
      .string()
      .trim()
      .regex(/^\d{1,2}(\.\d{1,2})?$/, "must be a percentage from 0 to 99.99, like 24 or 25.5")
      .transform((value) => Math.round(Number(value) * 100)),
  ),
  INVOICE_BANK_DETAILS: optional(z.string().trim().min(8, "must name the account to pay into (IBAN, BIC)").max(300)),
  INVOICE_DUE_DAYS: optional(wholeNumber(0, 365)),
  STRIPE_SECRET_KEY: optional(
    z.string().regex(/^(sk|rk)_[A-Za-z0-9_]+$/, "must be a Stripe secret key (sk_… or rk_…)"),
  ),
  STRIPE_WEBHOOK_SECRET: optional(
    z.string().regex(/^whsec_[A-Za-z0-9+/=_]+$/, "must be a webhook signing secret (whsec_…)"),
  ),
  STRIPE_API_URL: optional(urlWithProtocols(["http:", "https:"], "must be an http:// or https:// URL")),
  // Certification applications (docs/decisions/041): the share drawn at submission for the random audit.
  APPLICATION_AUDIT_PERCENT: optional(wholeNumber(0, 100)),
});

export type TrustProxy = false | number | string[];

/** Names Express's trust proxy accepts for whole ranges of addresses. */
const PROXY_RANGE_NAMES = new Set(["loopback", "linklocal", "uniquelocal"]);

/** TRUST_PROXY: "false", a hop count, or a comma-separated list of proxy addresses, CIDRs or range names. */
function parseTrustProxy(value: string, ctx: z.RefinementCtx): TrustProxy {
  const text = value.trim().toLowerCase();
  if (text === "false" || text === "0") return false;
  if (text === "true") {
    ctx.addIssue({
      code: "custom",
      message:
        'must not be "true": that believes any X-Forwarded-For a client sends, so anyone could pick the address ' +
        "every rate limit counts. With one reverse proxy or load balancer in front use TRUST_PROXY=1 (the number " +
        "of proxies), or list the proxies' addresses",
    });
    return z.NEVER;
  }
  if (/^\d+$/.test(text)) {
    const hops = Number(text);
    if (hops > 10) {
      ctx.addIssue({ code: "custom", message: "must be the number of proxies in front (1 to 10)" });
      return z.NEVER;
    }
    return hops;
  }
  const entries = text.split(",").map((entry) => entry.trim());
  const bad = entries.filter((entry) => !PROXY_RANGE_NAMES.has(entry) && !isAddressOrCidr(entry));
  if (bad.length > 0 || entries.length === 0) {
    ctx.addIssue({
      code: "custom",
      message:
        "must be false, the number of proxies in front (1 = one proxy), or comma-separated proxy addresses or " +
        `CIDRs like 10.0.0.0/8 (not understood: ${bad.join(", ") || "an empty entry"})`,
    });
    return z.NEVER;
  }
  return entries;
}

function isAddressOrCidr(entry: string): boolean {
  if (entry.includes("/")) {
    try {
      ipaddr.parseCIDR(entry);
      return true;
    } catch {
      return false;
    }
  }
  return ipaddr.isValid(entry);
}

export type Config = {
  production: boolean;
  port: number;
  /** Undefined until start-up has read or generated it. */
  sitePassword: string | undefined;
  gateEnabled: boolean;
  dataDir: string;
  databaseUrl: string | undefined;
  smtpUrl: string | undefined;
  siteUrl: string;
  contactEmail: string;
  mailFrom: string;
  /** Delivery attempts of one message before the outbox marks it failed. */
  mailMaxAttempts: number;
  /**
   * Express's "trust proxy": false (clients connect directly), the number of proxies in front (1 = one
   * reverse proxy or load balancer), or the proxies' addresses/CIDRs. Never `true`, which would
   * believe whatever X-Forwarded-For a client sends (docs/decisions/014).
   */
  trustProxy: TrustProxy;
  /** DEMO_DATA: whether demo data is seeded into a new database (off for production). */
  demoData: boolean;
  /**
   * Whether the demo accounts accept the passwords the README publishes. Only with demo data and on
   * a local site (SITE_URL on localhost) or DEMO_ACCOUNTS=on; otherwise they are locked at every
   * start (app/lib/server/demo-data.server.ts), so a public site never accepts a published password.
   */
  demoAccountPasswords: boolean;
  logLevel: LogLevel;
  /** The PostgreSQL pool's bounds (app/db/client.server.ts). */
  pool: { size: number; connectTimeoutMs: number; statementTimeoutMs: number; maxWaiting: number };
  /** The Prometheus listener; null when METRICS_PORT is unset. */
  metrics: { port: number; host: string } | null;
  /** SIGTERM: readiness fails at once, new requests are served for delayMs, then open ones get up to timeoutMs in all. */
  shutdown: { delayMs: number; timeoutMs: number };
  /**
   * ISSUER_KEY_SECRET: when set, the issuer's secret signing keys are sealed with it in the database
   * (AES-256-GCM); unset, they are stored as they are (docs/decisions/022).
   */
  issuerKeySecret?: string;
  /**
   * Job scraping: `scheduler` false stops scheduled runs on this instance ("Run now" still works);
   * the fetcher may reach `allowHosts` even on private addresses and never reaches `denyHosts`.
   */
  jobs: { scheduler: boolean; allowHosts: string[]; denyHosts: string[] };
  /**
   * Invoices (docs/decisions/039): the body's details and VAT rate printed on each new invoice, and card
   * payments through Stripe Checkout when both keys are set (`stripe` null otherwise: bank transfer only).
   * `stripe.apiUrl` points the SDK elsewhere (a local stand-in in tests); unset, Stripe's own API.
   */
  invoices: {
    legalName: string;
    address: string[];
    vatNumber: string;
    vatRateBasisPoints: number;
    bankDetails: string;
    dueDays: number;
    stripe: { secretKey: string; webhookSecret: string; apiUrl?: string } | null;
  };
  /** Percent of submitted certification applications drawn for the random audit (0–100, default 10). */
  applicationAuditPercent: number;
};

export class ConfigError extends Error {
  constructor(public readonly problems: string[]) {
    super(
      `Configuration error — fix these environment variables and start again:\n${problems
        .map((p) => `  - ${p}`)
        .join("\n")}\nSee the configuration table in README.md.`,
    );
    this.name = "ConfigError";
  }
}

/** Validates the environment once at start-up; throws ConfigError with one line per problem. */
export function parseConfig(env: Record<string, string | undefined>): Config {
  const result = envSchema.safeParse(env);
  if (!result.success) {
    throw new ConfigError(
      result.error.issues.map((issue) => {
        const name = String(issue.path[0] ?? "environment");
        const given = env[name];
        return `${name} ${issue.message}${given === undefined ? "" : ` (got ${JSON.stringify(given)})`}`;
      }),
    );
  }
  const e = result.data;
  if (e.DEMO_DATA === "off" && e.DEMO_ACCOUNTS === "on") {
    throw new ConfigError([
      "DEMO_ACCOUNTS cannot be on with DEMO_DATA=off (no demo data, no demo accounts): remove one of the two",
    ]);
  }
  if (Boolean(e.STRIPE_SECRET_KEY) !== Boolean(e.STRIPE_WEBHOOK_SECRET)) {
    throw new ConfigError([
      "STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET go together: set both for card payments, or neither for bank transfer only",
    ]);
  }
  const port = e.PORT ?? 3000;
  const siteUrl = (e.SITE_URL ?? `http://localhost:${port}`).replace(/\/+$/, "");
  return {
    production: e.NODE_ENV !== "development",
    port,
    sitePassword: e.SITE_PASSWORD,
    gateEnabled: e.SITE_GATE !== "off",
    dataDir: e.DATA_DIR ?? "./data",
    databaseUrl: e.DATABASE_URL,
    smtpUrl: e.SMTP_URL,
    siteUrl,
    contactEmail: e.CONTACT_EMAIL ?? "hello@geocert.example",
    mailFrom: e.MAIL_FROM ?? `GeoCert <no-reply@${new URL(siteUrl).hostname}>`,
    mailMaxAttempts: e.MAIL_MAX_ATTEMPTS ?? 10,
    trustProxy: e.TRUST_PROXY ?? false,
    demoData: e.DEMO_DATA !== "off",
    demoAccountPasswords:
      e.DEMO_DATA !== "off" && (e.DEMO_ACCOUNTS ? e.DEMO_ACCOUNTS === "on" : isLocalHost(new URL(siteUrl).hostname)),
    logLevel: e.LOG_LEVEL ?? "info",
    pool: {
      size: e.DATABASE_POOL_SIZE ?? 10,
      connectTimeoutMs: (e.DATABASE_CONNECT_TIMEOUT_SECONDS ?? 5) * 1000,
      statementTimeoutMs: (e.DATABASE_STATEMENT_TIMEOUT_SECONDS ?? 30) * 1000,
      // Requests beyond this many waiting for a connection are refused at once (503).
      maxWaiting: (e.DATABASE_POOL_SIZE ?? 10) * 20,
    },
    metrics: e.METRICS_PORT ? { port: e.METRICS_PORT, host: e.METRICS_HOST ?? "127.0.0.1" } : null,
    shutdown: {
      delayMs: (e.SHUTDOWN_DELAY_SECONDS ?? 5) * 1000,
      timeoutMs: (e.SHUTDOWN_TIMEOUT_SECONDS ?? 25) * 1000,
    },
    issuerKeySecret: e.ISSUER_KEY_SECRET,
    jobs: {
      scheduler: e.JOB_SCHEDULER !== "off",
      allowHosts: e.JOB_FETCH_ALLOW_HOSTS ?? [],
      denyHosts: e.JOB_FETCH_DENY_HOSTS ?? [],
    },
    invoices: {
      legalName: e.INVOICE_LEGAL_NAME ?? "GeoCert Certification Body ehf. (fictional)",
      address: (e.INVOICE_ADDRESS ?? "Hverfisgata 99; 101 Reykjavík; Iceland")
        .split(";")
        .map((line) => line.trim())
        .filter(Boolean),
      vatNumber: e.INVOICE_VAT_NUMBER ?? "IS 000000",
      vatRateBasisPoints: e.INVOICE_VAT_RATE_PERCENT ?? 2400,
      bankDetails: e.INVOICE_BANK_DETAILS ?? "IBAN IS00 0000 0000 0000 0000 0000 00 · BIC GEOCISR0 (fictional)",
      dueDays: e.INVOICE_DUE_DAYS ?? 30,
      stripe:
        e.STRIPE_SECRET_KEY && e.STRIPE_WEBHOOK_SECRET
          ? {
              secretKey: e.STRIPE_SECRET_KEY,
              webhookSecret: e.STRIPE_WEBHOOK_SECRET,
              ...(e.STRIPE_API_URL ? { apiUrl: e.STRIPE_API_URL } : {}),
            }
          : null,
    },
    applicationAuditPercent: e.APPLICATION_AUDIT_PERCENT ?? 10,
  };
}

function isLocalHost(hostname: string): boolean {
  return hostname === "localhost" || hostname === "127.0.0.1" || hostname === "[::1]";
}
