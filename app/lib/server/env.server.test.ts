import { describe, expect, it } from "vitest";
import { ConfigError, parseConfig } from "./env.server";

describe("parseConfig", () => {
  it("uses defaults for an empty environment", () => {
    const config = parseConfig({});
    expect(config).toMatchObject({
      port: 3000,
      gateEnabled: true,
      dataDir: "./data",
      databaseUrl: undefined,
      siteUrl: "http://localhost:3000",
      sitePassword: undefined,
    });
  });

  it("treats empty strings as unset", () => {
    expect(parseConfig({ PORT: "", DATABASE_URL: "" }).port).toBe(3000);
  });

  it("reads every variable", () => {
    const config = parseConfig({
      PORT: "8080",
      SITE_PASSWORD: "Magma!",
      SITE_GATE: "off",
      DATA_DIR: "/srv/data",
      DATABASE_URL: "postgres://u:p@localhost:5432/db",
      SMTP_URL: "smtp://mail.local:25",
      SITE_URL: "https://example.org/",
      CONTACT_EMAIL: "info@example.org",
    });
    expect(config).toMatchObject({
      port: 8080,
      sitePassword: "Magma!",
      gateEnabled: false,
      dataDir: "/srv/data",
      databaseUrl: "postgres://u:p@localhost:5432/db",
      smtpUrl: "smtp://mail.local:25",
      siteUrl: "https://example.org",
      contactEmail: "info@example.org",
    });
  });

  it("reads the operations settings, with defaults (decision 016)", () => {
    expect(parseConfig({})).toMatchObject({
      logLevel: "info",
      pool: { size: 10, connectTimeoutMs: 5000, statementTimeoutMs: 30000, maxWaiting: 200 },
      metrics: null,
      shutdown: { delayMs: 5000, timeoutMs: 25000 },
    });
    expect(
      parseConfig({
        LOG_LEVEL: "debug",
        DATABASE_POOL_SIZE: "4",
        DATABASE_STATEMENT_TIMEOUT_SECONDS: "10",
        METRICS_PORT: "9464",
        SHUTDOWN_TIMEOUT_SECONDS: "60",
        SHUTDOWN_DELAY_SECONDS: "0",
      }),
    ).toMatchObject({
      logLevel: "debug",
      pool: { size: 4, statementTimeoutMs: 10000, maxWaiting: 80 },
      metrics: { port: 9464, host: "127.0.0.1" },
      shutdown: { delayMs: 0, timeoutMs: 60000 },
    });
    expect(() => parseConfig({ LOG_LEVEL: "loud", DATABASE_POOL_SIZE: "0" })).toThrow(
      /LOG_LEVEL must be one of fatal, error.*\n.*DATABASE_POOL_SIZE must be a whole number from 1 to 1000/s,
    );
  });

  it("publishes the demo accounts' passwords only on a local site, unless told", () => {
    expect(parseConfig({}).demoAccountPasswords).toBe(true);
    expect(parseConfig({ SITE_URL: "http://127.0.0.1:3000" }).demoAccountPasswords).toBe(true);
    expect(parseConfig({ SITE_URL: "https://geocert.example" }).demoAccountPasswords).toBe(false);
    expect(parseConfig({ SITE_URL: "https://geocert.example", DEMO_ACCOUNTS: "on" }).demoAccountPasswords).toBe(true);
    expect(parseConfig({ DEMO_ACCOUNTS: "off" }).demoAccountPasswords).toBe(false);
    expect(() => parseConfig({ DEMO_ACCOUNTS: "yes" })).toThrow(ConfigError);
  });

  it("DEMO_DATA=off seeds no demo data and leaves no demo account open, even on a local site", () => {
    expect(parseConfig({}).demoData).toBe(true);
    expect(parseConfig({ DEMO_DATA: "on" }).demoData).toBe(true);
    const off = parseConfig({ DEMO_DATA: "off" });
    expect(off.demoData).toBe(false);
    expect(off.demoAccountPasswords).toBe(false);
    expect(() => parseConfig({ DEMO_DATA: "no" })).toThrow('DEMO_DATA must be "on" or "off" (got "no")');
    // Contradictory settings are refused rather than guessed.
    expect(() => parseConfig({ DEMO_DATA: "off", DEMO_ACCOUNTS: "on" })).toThrow(
      "DEMO_ACCOUNTS cannot be on with DEMO_DATA=off (no demo data, no demo accounts): remove one of the two",
    );
  });

  it("a public SITE_URL never opens the demo accounts by default, whatever the port or path", () => {
    for (const url of [
      "https://geocert.example",
      "http://geocert.example:3000",
      "https://10.0.0.5",
      "http://0.0.0.0",
    ]) {
      expect(parseConfig({ SITE_URL: url }).demoAccountPasswords, url).toBe(false);
    }
    for (const url of ["http://localhost:8080/", "http://[::1]:3000", "http://127.0.0.1"]) {
      expect(parseConfig({ SITE_URL: url }).demoAccountPasswords, url).toBe(true);
    }
  });

  it("names every bad variable with what was given", () => {
    try {
      parseConfig({ PORT: "abc", SITE_GATE: "maybe", DATABASE_URL: "mysql://x", SITE_URL: "ftp://x" });
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      const message = (error as Error).message;
      expect(message).toContain('PORT must be a whole number from 1 to 65535 (got "abc")');
      expect(message).toContain('SITE_GATE must be "on" or "off" (got "maybe")');
      expect(message).toContain("DATABASE_URL must be a postgres://");
      expect(message).toContain("SITE_URL must be an http://");
    }
  });

  it("reads MAIL_MAX_ATTEMPTS (default 10) and refuses a bad one", () => {
    expect(parseConfig({}).mailMaxAttempts).toBe(10);
    expect(parseConfig({ MAIL_MAX_ATTEMPTS: "3" }).mailMaxAttempts).toBe(3);
    expect(() => parseConfig({ MAIL_MAX_ATTEMPTS: "0" })).toThrow(
      /MAIL_MAX_ATTEMPTS must be a whole number from 1 to 50/,
    );
    expect(() => parseConfig({ MAIL_MAX_ATTEMPTS: "many" })).toThrow(ConfigError);
  });

  it("reads TRUST_PROXY as off, a hop count or the proxies' addresses", () => {
    expect(parseConfig({}).trustProxy).toBe(false);
    expect(parseConfig({ TRUST_PROXY: "false" }).trustProxy).toBe(false);
    expect(parseConfig({ TRUST_PROXY: "1" }).trustProxy).toBe(1);
    expect(parseConfig({ TRUST_PROXY: "2" }).trustProxy).toBe(2);
    expect(parseConfig({ TRUST_PROXY: "10.0.0.0/8, 192.0.2.7,loopback" }).trustProxy).toEqual([
      "10.0.0.0/8",
      "192.0.2.7",
      "loopback",
    ]);
    expect(parseConfig({ TRUST_PROXY: "fd00::/8" }).trustProxy).toEqual(["fd00::/8"]);
  });

  it('refuses TRUST_PROXY=true, pointing to "1"', () => {
    expect(() => parseConfig({ TRUST_PROXY: "true" })).toThrow(ConfigError);
    expect(() => parseConfig({ TRUST_PROXY: "true" })).toThrow(/TRUST_PROXY must not be "true".*TRUST_PROXY=1/s);
    expect(() => parseConfig({ TRUST_PROXY: "yes" })).toThrow(/TRUST_PROXY must be false, the number of proxies/);
    expect(() => parseConfig({ TRUST_PROXY: "10.0.0.0/99" })).toThrow(/not understood: 10.0.0.0\/99/);
  });

  it("reads the job scraper's settings and refuses a bad one, like every other variable", () => {
    expect(parseConfig({}).jobs).toEqual({ scheduler: true, allowHosts: [], denyHosts: [] });
    expect(
      parseConfig({
        JOB_SCHEDULER: "off",
        JOB_FETCH_ALLOW_HOSTS: "localhost, 127.0.0.1",
        JOB_FETCH_DENY_HOSTS: "ads.example",
      }).jobs,
    ).toEqual({ scheduler: false, allowHosts: ["localhost", "127.0.0.1"], denyHosts: ["ads.example"] });
    expect(() => parseConfig({ JOB_SCHEDULER: "of" })).toThrow(/JOB_SCHEDULER must be "on" or "off" \(got "of"\)/);
    expect(() => parseConfig({ JOB_FETCH_DENY_HOSTS: "https://ads.example/" })).toThrow(/JOB_FETCH_DENY_HOSTS/);
  });

  it("rejects out-of-range ports", () => {
    expect(() => parseConfig({ PORT: "70000" })).toThrow(ConfigError);
    expect(() => parseConfig({ PORT: "0" })).toThrow(ConfigError);
  });
});

describe("invoice and payment settings", () => {
  const base = { SITE_URL: "http://localhost:3000" };
  it("have fictional defaults and no card payments without Stripe's keys", () => {
    const config = parseConfig(base);
    expect(config.invoices).toMatchObject({ vatRateBasisPoints: 2400, dueDays: 30, stripe: null });
    expect(config.invoices.address).toEqual(["Hverfisgata 99", "101 Reykjavík", "Iceland"]);
  });
  it("read the VAT rate in basis points and the Stripe keys together", () => {
    const config = parseConfig({
      ...base,
      INVOICE_VAT_RATE_PERCENT: "25.5",
      STRIPE_SECRET_KEY: "sk_test_abc",
      STRIPE_WEBHOOK_SECRET: "whsec_abc",
    });
    expect(config.invoices.vatRateBasisPoints).toBe(2550);
    expect(config.invoices.stripe).toEqual({ secretKey: "sk_test_abc", webhookSecret: "whsec_abc" });
  });
  it("refuse one Stripe key alone and a rate that is not a percentage", () => {
    expect(() => parseConfig({ ...base, STRIPE_SECRET_KEY: "sk_test_abc" })).toThrow(ConfigError);
    expect(() => parseConfig({ ...base, INVOICE_VAT_RATE_PERCENT: "124" })).toThrow(/INVOICE_VAT_RATE_PERCENT/);
    expect(() => parseConfig({ ...base, STRIPE_WEBHOOK_SECRET: "nope", STRIPE_SECRET_KEY: "sk_x" })).toThrow(
      /STRIPE_WEBHOOK_SECRET/,
    );
  });
});
