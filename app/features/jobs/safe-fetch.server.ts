import { lookup as dnsLookup, type LookupAddress } from "node:dns";
import http from "node:http";
import https from "node:https";
import { isIP, type LookupFunction } from "node:net";
import ipaddr from "ipaddr.js";

/**
 * Fetching pages and APIs named by admins, safely: only http/https, a time limit for the whole
 * exchange, a size cap (the body is streamed and cut off), at most a few redirects (each one
 * checked again), and no private, loopback, link-local or unique-local address unless the host is
 * explicitly allowed (tests) — checked on the address actually connected to, so DNS tricks do not help.
 */
export type FetchPolicy = {
  /** Hosts that may resolve to private addresses (e.g. "localhost", "127.0.0.1" in tests). */
  allowHosts: readonly string[];
  /** Hosts never fetched ("example.com" also denies its subdomains). */
  denyHosts: readonly string[];
  userAgent: string;
  timeoutMs: number;
  maxBytes: number;
  maxRedirects: number;
};

export type FetchErrorCode =
  "scheme" | "denied" | "private" | "timeout" | "too-large" | "redirects" | "http" | "network" | "robots";

export class SafeFetchError extends Error {
  constructor(
    public readonly code: FetchErrorCode,
    message: string,
    public readonly status?: number,
  ) {
    super(message);
    this.name = "SafeFetchError";
  }
}

export type FetchedResponse = { url: string; status: number; contentType: string; body: string };

export type Fetcher = (url: string, options?: { accept?: string }) => Promise<FetchedResponse>;

export const DEFAULT_TIMEOUT_MS = 10_000;
export const DEFAULT_MAX_BYTES = 2 * 1024 * 1024;
export const DEFAULT_MAX_REDIRECTS = 3;

/** The fetcher's policy from the validated configuration (JOB_FETCH_ALLOW_HOSTS, JOB_FETCH_DENY_HOSTS). */
export function fetchPolicy(
  hosts: { allowHosts?: readonly string[]; denyHosts?: readonly string[] },
  siteUrl: string,
): FetchPolicy {
  const list = (value: readonly string[] | undefined) =>
    (value ?? []).map((host) => normaliseHost(host)).filter(Boolean);
  return {
    allowHosts: list(hosts.allowHosts),
    denyHosts: list(hosts.denyHosts),
    userAgent: `GeoCertJobBot/1.0 (+${siteUrl}/community/jobs)`,
    timeoutMs: DEFAULT_TIMEOUT_MS,
    maxBytes: DEFAULT_MAX_BYTES,
    maxRedirects: DEFAULT_MAX_REDIRECTS,
  };
}

function normaliseHost(host: string): string {
  return host
    .trim()
    .toLowerCase()
    .replace(/^\[|\]$/g, "")
    .replace(/\.$/, "");
}

/**
 * Whether an address is anything but a public unicast address: private, loopback, link-local,
 * unique-local, carrier-grade NAT, multicast, documentation and benchmarking ranges, NAT64 (64:ff9b::/96
 * and 64:ff9b:1::/48), 6to4 (2002::/16), Teredo, deprecated site-local (fec0::/10), ORCHID, discard and
 * the rest of the IANA special-purpose registries — as kept by ipaddr.js's `range()`, not by hand.
 * IPv4-mapped IPv6 (::ffff:10.0.0.1) is judged by the IPv4 address inside.
 */
export function isPrivateAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return true;
  const parsed = ipaddr.parse(address);
  if (parsed.kind() === "ipv6") {
    const v6 = parsed as ipaddr.IPv6;
    const parts = v6.parts;
    const mapped = parts.slice(0, 5).every((part) => part === 0) && parts[5] === 0xffff;
    if (mapped) return v6.toIPv4Address().range() !== "unicast";
  }
  return parsed.range() !== "unicast";
}

function isDenied(host: string, policy: FetchPolicy): boolean {
  return policy.denyHosts.some((denied) => host === denied || host.endsWith(`.${denied}`));
}

function isAllowed(host: string, policy: FetchPolicy): boolean {
  return policy.allowHosts.includes(host);
}

/** Checks a URL before connecting: scheme, deny-list, and literal IP addresses. */
export function checkUrl(raw: string, policy: FetchPolicy): URL {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new SafeFetchError("scheme", `Not a valid address: ${raw.slice(0, 200)}`);
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") {
    throw new SafeFetchError("scheme", `Only http and https addresses are fetched (got ${url.protocol})`);
  }
  if (url.username || url.password) throw new SafeFetchError("scheme", "Addresses with credentials are not fetched");
  const host = normaliseHost(url.hostname);
  if (isDenied(host, policy)) throw new SafeFetchError("denied", `The host ${host} is on the deny-list`);
  if (isIP(host) && isPrivateAddress(host) && !isAllowed(host, policy)) {
    throw new SafeFetchError("private", `The address ${host} is private or local and not allowed`);
  }
  return url;
}

/** A DNS lookup that refuses private addresses for hosts not on the allow-list. */
function guardedLookup(host: string, policy: FetchPolicy): LookupFunction {
  return (hostname, options, callback) => {
    dnsLookup(hostname, { ...options, all: true }, (error, addresses) => {
      if (error) return callback(error, "", 0);
      const list = addresses as unknown as LookupAddress[];
      if (!isAllowed(host, policy)) {
        const bad = list.find((entry) => isPrivateAddress(entry.address));
        if (bad) {
          return callback(
            new SafeFetchError("private", `${host} resolves to ${bad.address}, a private or local address`),
            "",
            0,
          );
        }
      }
      if (options.all) return (callback as unknown as (e: null, a: LookupAddress[]) => void)(null, list);
      const first = list[0];
      if (!first) return callback(new SafeFetchError("network", `${host} has no address`), "", 0);
      callback(null, first.address, first.family);
    });
  };
}

/**
 * The policy for a whole fetch, redirects included: the allowed private hosts (JOB_FETCH_ALLOW_HOSTS)
 * stay allowed only for a fetch that started at one of them, so a public page cannot redirect the
 * scraper into an allowed private host.
 */
export function policyForChain(startUrl: string, policy: FetchPolicy): FetchPolicy {
  let host: string;
  try {
    host = normaliseHost(new URL(startUrl).hostname);
  } catch {
    return { ...policy, allowHosts: [] };
  }
  return isAllowed(host, policy) ? policy : { ...policy, allowHosts: [] };
}

/** Fetches one URL under the policy; resolves with the text of a 2xx answer. */
export async function safeFetch(
  raw: string,
  policy: FetchPolicy,
  options: { accept?: string } = {},
): Promise<FetchedResponse> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), policy.timeoutMs);
  try {
    let current = raw;
    const chain = policyForChain(raw, policy);
    for (let hop = 0; ; hop++) {
      const url = checkUrl(current, chain);
      const answer = await requestOnce(url, chain, options.accept, controller.signal);
      if (answer.redirect) {
        if (hop >= policy.maxRedirects) {
          throw new SafeFetchError("redirects", `More than ${policy.maxRedirects} redirects`);
        }
        current = new URL(answer.redirect, url).toString();
        continue;
      }
      if (answer.status < 200 || answer.status >= 300) {
        throw new SafeFetchError("http", `HTTP ${answer.status} from ${url.host}`, answer.status);
      }
      return { url: url.toString(), status: answer.status, contentType: answer.contentType, body: answer.body };
    }
  } catch (error) {
    if (
      controller.signal.aborted &&
      (!(error instanceof SafeFetchError) || error.code === "network" || error.code === "timeout")
    ) {
      throw new SafeFetchError("timeout", `No complete answer within ${Math.round(policy.timeoutMs / 1000)} s`);
    }
    throw error;
  } finally {
    clearTimeout(timer);
  }
}

function requestOnce(
  url: URL,
  policy: FetchPolicy,
  accept: string | undefined,
  signal: AbortSignal,
): Promise<{ status: number; contentType: string; body: string; redirect?: string }> {
  const host = normaliseHost(url.hostname);
  const client = url.protocol === "https:" ? https : http;
  return new Promise((resolve, reject) => {
    const request = client.request(
      url,
      {
        method: "GET",
        signal,
        lookup: guardedLookup(host, policy),
        headers: {
          "User-Agent": policy.userAgent,
          Accept: accept ?? "application/json, application/rss+xml, application/atom+xml, text/html;q=0.9, */*;q=0.5",
          "Accept-Encoding": "identity",
        },
      },
      (response) => {
        const status = response.statusCode ?? 0;
        const location = response.headers.location;
        if (status >= 300 && status < 400 && location) {
          response.resume();
          resolve({ status, contentType: "", body: "", redirect: location });
          return;
        }
        const declared = Number(response.headers["content-length"] ?? 0);
        if (declared > policy.maxBytes) {
          response.destroy();
          reject(new SafeFetchError("too-large", `The answer is larger than ${policy.maxBytes} bytes`));
          return;
        }
        const chunks: Buffer[] = [];
        let size = 0;
        response.on("data", (chunk: Buffer) => {
          size += chunk.length;
          if (size > policy.maxBytes) {
            response.destroy();
            request.destroy();
            reject(new SafeFetchError("too-large", `The answer is larger than ${policy.maxBytes} bytes`));
            return;
          }
          chunks.push(chunk);
        });
        response.on("end", () =>
          resolve({
            status,
            contentType: String(response.headers["content-type"] ?? ""),
            body: Buffer.concat(chunks).toString("utf8"),
          }),
        );
        response.on("error", (error) => reject(wrapError(error)));
      },
    );
    request.on("error", (error) => reject(wrapError(error)));
    request.end();
  });
}

function wrapError(error: unknown): Error {
  if (error instanceof SafeFetchError) return error;
  const cause = error as { cause?: unknown; code?: string; message?: string };
  if (cause.cause instanceof SafeFetchError) return cause.cause;
  if (cause.code === "ABORT_ERR" || (error as Error).name === "AbortError") {
    return new SafeFetchError("timeout", "The request was aborted (time limit)");
  }
  return new SafeFetchError("network", `Network error: ${cause.code ?? cause.message ?? "unknown"}`);
}

/** A fetcher bound to a policy, as the source adapters use it. */
export function createFetcher(policy: FetchPolicy): Fetcher {
  return (url, options) => safeFetch(url, policy, options);
}
