// Types of scripts/cluster.js (plain JavaScript, so `npm run loadtest` runs it with Node alone).
import type { ChildProcess } from "node:child_process";
import type { IncomingHttpHeaders } from "node:http";

export const rootDir: string;
export const HAPROXY: string;
export const HAPROXY_CONFIG: string;
export function ensureBuild(): void;
export function haproxyInstalled(): boolean;
export function runDirectory(prefix?: string): string;
export function killAll(): void;
export function waitFor<T>(
  what: string,
  check: () => T | Promise<T>,
  options?: { timeoutMs?: number; intervalMs?: number },
): Promise<T>;

export type Answer = { status: number; headers: IncomingHttpHeaders; body: string; ms: number };
export function request(options: {
  port: number;
  method?: string;
  path?: string;
  headers?: Record<string, string>;
  body?: string | URLSearchParams;
  localAddress?: string;
  timeoutMs?: number;
}): Promise<Answer>;
export function clientAddress(block: number, n: number): string;
export function storeCookies(jar: Map<string, string>, response: Answer): Map<string, string>;
export function cookieHeader(jar: Map<string, string>): string;
export function unlockGate(options: {
  port: number;
  password: string;
  origin: string;
  localAddress?: string;
}): Promise<string>;
export function contactForm(email: string, extra?: Record<string, string>): URLSearchParams;
export function hiddenInputs(html: string, field?: string): Record<string, string>;
export type PostResult = { email: string; ok: boolean; status: number; ms: number; error?: string };
export function postContact(options: {
  port: number;
  email: string;
  cookie: string;
  origin: string;
  localAddress?: string;
  loadForm?: boolean;
  timeoutMs?: number;
}): Promise<PostResult>;
export function contactFormHasToken(options: { port: number; cookie: string }): Promise<boolean>;
export function percentile(values: number[], p: number): number;

export type Exit = { code: number | null; signal: NodeJS.Signals | null };
export type Instance = {
  name: string;
  port: number;
  logFile: string;
  child: ChildProcess | null;
  output: string[];
  exited: Promise<Exit>;
  readonly pid: number | undefined;
  readonly running: boolean;
  spawn(extraEnv?: Record<string, string>): ChildProcess;
  start(options?: { timeoutMs?: number }): Promise<Instance>;
  kill(): Promise<void>;
  stop(options?: { graceMs?: number }): Promise<void>;
};
export function createInstance(options: {
  name: string;
  port: number;
  env: Record<string, string | undefined>;
  logDir: string;
}): Instance;

export type Balancer = {
  port: number;
  statsPort: number;
  logFile: string;
  child: ChildProcess;
  serverStates(): Promise<Record<string, string>>;
  waitAllUp(timeoutMs?: number): Promise<void>;
  stop(): Promise<void>;
};
export function startHaproxy(options: {
  lbPort: number;
  statsPort: number;
  appPorts: number[];
  logDir: string;
}): Promise<Balancer>;

export type SmtpMessage = {
  from: string;
  to: string[];
  messageId: string | undefined;
  replyTo: string | undefined;
  subject: string | undefined;
  raw: string;
};
export type SmtpSink = {
  port: number;
  messages: SmtpMessage[];
  url: string;
  readonly listening: boolean;
  start(): Promise<void>;
  stop(): Promise<void>;
};
export function createSmtpSink(port: number): SmtpSink;

export type HarnessDatabase = {
  url: string;
  name: string;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  query<Row = any>(text: string, params?: unknown[]): Promise<{ rows: Row[] }>;
  terminateOthers(): Promise<number>;
  drop(): Promise<void>;
};
export function createDatabase(baseUrl: string, suffix: string): Promise<HarnessDatabase>;
export function instanceEnv(extra: Record<string, string>): Record<string, string | undefined>;
