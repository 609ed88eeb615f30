/**
 * Countries as ISO 3166-1 alpha-2 codes (shared by the form schemas and the server). Their names are
 * given by the server with Node's full ICU data (countries.server.ts): the browser may lack some
 * languages' data, so names travel in loader data.
 */
const letters = "ABCDEFGHIJKLMNOPQRSTUVWXYZ";
const notCountries = new Set(["EU", "EZ", "UN", "ZZ", "QO", "XA", "XB", "AN"]);

export const countryCodes: readonly string[] = (() => {
  const names = new Intl.DisplayNames("en", { type: "region", fallback: "none" });
  const codes: string[] = [];
  for (const a of letters) {
    for (const b of letters) {
      const code = a + b;
      if (notCountries.has(code)) continue;
      try {
        // Deprecated codes (DY for Benin, HV for Burkina Faso…) canonicalise to their successor.
        const canonical = Intl.getCanonicalLocales(`und-${code}`)[0] === `und-${code}`;
        if (canonical && names.of(code)) codes.push(code);
      } catch {
        // not a region code
      }
    }
  }
  return codes;
})();

const known = new Set(countryCodes);

export function isCountryCode(value: unknown): value is string {
  return typeof value === "string" && known.has(value);
}
