import { randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import { signUnsubscribeToken, UNSUBSCRIBE_TOKEN_DAYS, verifyUnsubscribeToken } from "./unsubscribe.server";

const key = randomBytes(32);
const target = { kind: "newsletter", subject: "ada@example.org" };

describe("unsubscribe tokens", () => {
  it("carry their kind and subject, verified without any stored state", () => {
    const token = signUnsubscribeToken(key, target);
    expect(verifyUnsubscribeToken(key, token)).toEqual(target);
  });

  it("refuse a changed payload, a changed signature, another key and garbage", () => {
    const token = signUnsubscribeToken(key, target);
    const [payload, signature] = token.split(".") as [string, string];
    const other = Buffer.from(JSON.stringify({ k: "newsletter", s: "bo@example.org", i: Date.now() / 1000 })).toString(
      "base64url",
    );
    expect(verifyUnsubscribeToken(key, `${other}.${signature}`)).toBeNull();
    expect(verifyUnsubscribeToken(key, `${payload}.${signature.slice(0, -2)}AA`)).toBeNull();
    expect(verifyUnsubscribeToken(randomBytes(32), token)).toBeNull();
    expect(verifyUnsubscribeToken(key, "")).toBeNull();
    expect(verifyUnsubscribeToken(key, "abc")).toBeNull();
    expect(verifyUnsubscribeToken(key, `${token}.x`)).toBeNull();
  });

  it("expire", () => {
    const issued = new Date("2026-01-01T00:00:00Z");
    const token = signUnsubscribeToken(key, target, issued);
    const day = 86_400_000;
    expect(verifyUnsubscribeToken(key, token, new Date(issued.getTime() + (UNSUBSCRIBE_TOKEN_DAYS - 1) * day))).toEqual(
      target,
    );
    expect(
      verifyUnsubscribeToken(key, token, new Date(issued.getTime() + (UNSUBSCRIBE_TOKEN_DAYS + 1) * day)),
    ).toBeNull();
  });
});
