import { describe, expect, it } from "vitest";
import {
  checkCharacter,
  generateCredentialId,
  ID_ALPHABET,
  normaliseCredentialId,
  parseCredentialId,
} from "./credential-id";

const ID_SHAPE = /^GCF-\d{4}-[2-9A-HJKMNP-Z]{4}-[2-9A-HJKMNP-Z]{2}$/;

describe("credential ids", () => {
  it("use an alphabet without look-alikes", () => {
    expect(ID_ALPHABET).toHaveLength(31);
    for (const ch of "01ILO") expect(ID_ALPHABET).not.toContain(ch);
    expect(new Set(ID_ALPHABET).size).toBe(ID_ALPHABET.length);
  });

  it("are generated in the GCF-YYYY-XXXX-XC format with a valid check character", () => {
    for (let i = 0; i < 200; i += 1) {
      const id = generateCredentialId(2026);
      expect(id).toMatch(ID_SHAPE);
      expect(id.startsWith("GCF-2026-")).toBe(true);
      expect(parseCredentialId(id)).toEqual({ ok: true, id });
    }
  });

  it("are generated deterministically from the random source", () => {
    const id = generateCredentialId(2026, () => 0);
    expect(id.slice(0, 15)).toBe("GCF-2026-2222-2");
    expect(parseCredentialId(id).ok).toBe(true);
  });

  it("normalise case, spaces, dashes and the optional prefix", () => {
    const id = generateCredentialId(2025);
    const bare = id.replace(/-/g, "").slice(3);
    expect(normaliseCredentialId(id.toLowerCase())).toBe(id);
    expect(normaliseCredentialId(`  ${id.replace(/-/g, " ")} `)).toBe(id);
    expect(normaliseCredentialId(bare)).toBe(id);
    expect(normaliseCredentialId(`gcf${bare.toLowerCase()}`)).toBe(id);
    expect(normaliseCredentialId(id.replace(/-/g, "–"))).toBe(id);
  });

  it("catch every single wrong character", () => {
    const id = generateCredentialId(2026);
    const compact = id.replace(/-/g, "").slice(3);
    for (let position = 4; position < compact.length; position += 1) {
      for (const ch of ID_ALPHABET) {
        if (ch === compact[position]) continue;
        const typo = compact.slice(0, position) + ch + compact.slice(position + 1);
        expect(parseCredentialId(typo), typo).toEqual({ ok: false, reason: "check" });
      }
    }
    // A wrong year digit too.
    const yearTypo = `${compact[0] === "2" ? "3" : "2"}${compact.slice(1)}`;
    expect(parseCredentialId(yearTypo)).toEqual({ ok: false, reason: "check" });
  });

  it("catch every swap of two characters", () => {
    for (let i = 0; i < 200; i += 1) {
      const compact = generateCredentialId(2026).replace(/-/g, "").slice(3);
      for (let a = 4; a < compact.length; a += 1) {
        for (let b = a + 1; b < compact.length; b += 1) {
          if (compact[a] === compact[b]) continue;
          const chars = [...compact];
          [chars[a], chars[b]] = [chars[b]!, chars[a]!];
          expect(parseCredentialId(chars.join("")).ok, chars.join("")).toBe(false);
        }
      }
      // Swapped year digits too.
      if (compact[2] !== compact[3]) {
        expect(parseCredentialId(compact[0]! + compact[1] + compact[3] + compact[2] + compact.slice(4)).ok).toBe(false);
      }
    }
  });

  it("tell a malformed id from a wrong check character", () => {
    expect(parseCredentialId("")).toEqual({ ok: false, reason: "empty" });
    expect(parseCredentialId(" - ")).toEqual({ ok: false, reason: "empty" });
    expect(parseCredentialId("GCF-2026-7KQ4")).toEqual({ ok: false, reason: "format" });
    expect(parseCredentialId("GCF-2026-7KQ4-XMX")).toEqual({ ok: false, reason: "format" });
    expect(parseCredentialId("GCF-26-7KQ4-XM")).toEqual({ ok: false, reason: "format" });
    expect(parseCredentialId("GCF-2026-7KO4-XM")).toEqual({ ok: false, reason: "format" });
    expect(parseCredentialId("GCF-2026-7K14-XM")).toEqual({ ok: false, reason: "format" });
    expect(parseCredentialId("<script>")).toEqual({ ok: false, reason: "format" });
  });

  it("compute the check character over year and body", () => {
    const check = checkCharacter("2026", "7KQ4X");
    expect(ID_ALPHABET).toContain(check);
    expect(parseCredentialId(`GCF-2026-7KQ4-X${check}`).ok).toBe(true);
  });
});
