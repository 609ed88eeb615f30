import ipaddr from "ipaddr.js";

/**
 * The key that per-client rate limits count under, from Express's `req.ip` (which honours TRUST_PROXY):
 * an IPv4 address as is (IPv4-mapped IPv6 such as ::ffff:203.0.113.9 becomes 203.0.113.9), an IPv6
 * address as its /64 prefix — one household or server usually holds a whole /64, so counting single
 * IPv6 addresses would let one client pick a new address per request (docs/decisions/014).
 */
export function clientKey(ip: string | undefined): string {
  if (!ip) return "unknown";
  const address = ip.replace(/%.*$/, "");
  let parsed: ipaddr.IPv4 | ipaddr.IPv6;
  try {
    parsed = ipaddr.parse(address);
  } catch {
    return ip;
  }
  if (parsed.kind() === "ipv4") return parsed.toString();
  const v6 = parsed as ipaddr.IPv6;
  if (v6.isIPv4MappedAddress()) return v6.toIPv4Address().toString();
  const prefix = ipaddr.IPv6.networkAddressFromCIDR(`${v6.toString()}/64`);
  return `${prefix.toString()}/64`;
}
