import ipaddr from "ipaddr.js";
import { z } from "zod";

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
   * start (app/db/seed.server.ts), so a public site never accepts a published password.
   */
  demoAccountPasswords: boolean;
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
  };
}

function isLocalHost(hostname: string): boolean {
  return hostname === "localhost" || hostname === "127.0.0.1" || hostname === "[::1]";
}
