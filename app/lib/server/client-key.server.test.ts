import { describe, expect, it } from "vitest";
import { clientKey } from "./client-key.server";

describe("clientKey", () => {
  it("keeps IPv4 addresses and unwraps IPv4-mapped IPv6", () => {
    expect(clientKey("203.0.113.9")).toBe("203.0.113.9");
    expect(clientKey("::ffff:203.0.113.9")).toBe("203.0.113.9");
    expect(clientKey("::ffff:cb00:7109")).toBe("203.0.113.9");
  });

  it("counts IPv6 clients by their /64", () => {
    expect(clientKey("2001:db8:1:2:aaaa:bbbb:cccc:dddd")).toBe("2001:db8:1:2::/64");
    expect(clientKey("2001:db8:1:2::1")).toBe(clientKey("2001:db8:1:2:ffff::9"));
    expect(clientKey("2001:db8:1:3::1")).not.toBe(clientKey("2001:db8:1:2::1"));
    expect(clientKey("fe80::1%eth0")).toBe("fe80::/64");
    expect(clientKey("::1")).toBe("::/64");
  });

  it("has a key for a missing address", () => {
    expect(clientKey(undefined)).toBe("unknown");
  });
});
