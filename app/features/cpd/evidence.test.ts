import { describe, expect, it } from "vitest";
import { safeEvidenceName, sniffEvidenceType } from "./evidence";
import { cpdLedgerForms, latestActivityDate } from "./forms";
import { readLedgerPost } from "./upload.server";

const bytes = (...values: number[]) => new Uint8Array(values);

describe("evidence files", () => {
  it("decides the type by the first bytes, not by the name", () => {
    expect(sniffEvidenceType(new TextEncoder().encode("%PDF-1.7\n..."))).toBe("application/pdf");
    expect(sniffEvidenceType(bytes(0xff, 0xd8, 0xff, 0xe0, 0, 0x10))).toBe("image/jpeg");
    expect(sniffEvidenceType(bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0))).toBe("image/png");
    expect(sniffEvidenceType(new TextEncoder().encode("<svg xmlns='http://www.w3.org/2000/svg'/>"))).toBeNull();
    expect(sniffEvidenceType(new TextEncoder().encode("<html><script>alert(1)</script>"))).toBeNull();
    expect(sniffEvidenceType(new TextEncoder().encode("GIF89a"))).toBeNull();
    expect(sniffEvidenceType(bytes(0x25, 0x50))).toBeNull();
    expect(sniffEvidenceType(bytes())).toBeNull();
  });

  it("keeps a safe name with the extension of the real type", () => {
    expect(safeEvidenceName("certificate.pdf", "application/pdf")).toBe("certificate.pdf");
    expect(safeEvidenceName("../../etc/passwd", "image/png")).toBe("passwd.png");
    expect(safeEvidenceName('C:\\scan "1";.html', "image/jpeg")).toBe("scan 1.jpg");
    expect(safeEvidenceName("", "application/pdf")).toBe("evidence.pdf");
    expect(safeEvidenceName("修了証.png", "image/png")).toBe("修了証.png");
  });
});

describe("the ledger's form schema", () => {
  const entry = {
    intent: "add",
    activityDate: "2026-03-02",
    category: "courses",
    hours: "1,5",
    provider: "Example Training Centre",
    description: "Well testing",
  };

  it("accepts an entry, with a decimal comma, and refuses what the rule does not allow", () => {
    expect(cpdLedgerForms.parse(entry)).toMatchObject({ hours: 1.5, category: "courses" });
    const error = (changes: Record<string, string>) => {
      const result = cpdLedgerForms.safeParse({ ...entry, ...changes });
      return result.success ? null : result.error.issues.map((issue) => issue.message);
    };
    expect(error({ hours: "0.4" })).toEqual(["errors.hoursRange"]);
    expect(error({ hours: "40.1" })).toEqual(["errors.hoursRange"]);
    expect(error({ hours: "40" })).toBeNull();
    expect(error({ hours: "1.25" })).toEqual(["errors.hoursInvalid"]);
    expect(error({ hours: "abc" })).toEqual(["errors.hoursInvalid"]);
    expect(error({ activityDate: "2026-02-30" })).toEqual(["errors.dateInvalid"]);
    expect(error({ activityDate: "1989-12-31" })).toEqual(["errors.dateTooEarly"]);
    expect(error({ activityDate: "2999-01-01" })).toEqual(["errors.dateFuture"]);
    expect(error({ category: "sleeping" })).toEqual(["errors.categoryRequired"]);
    expect(error({ provider: "x".repeat(201) })).toEqual(["errors.providerTooLong"]);
    expect(error({ description: " " })).toEqual(["errors.descriptionRequired"]);
    expect(error({ description: "x".repeat(1001) })).toEqual(["errors.descriptionTooLong"]);
  });

  it("lets a member anywhere log today, and nothing later", () => {
    const now = new Date("2026-11-26T23:00:00Z");
    expect(latestActivityDate(now)).toBe("2026-11-27");
    expect(latestActivityDate(new Date("2026-11-26T05:00:00Z"))).toBe("2026-11-26");
  });
});

describe("reading the ledger's post", () => {
  function multipart(fileSize: number) {
    const form = new FormData();
    form.set("intent", "add");
    form.set("provider", "Example Centre");
    form.set("description", "Typed before the file");
    form.set("evidence", new File([new Uint8Array(fileSize).fill(0x41)], "big.pdf", { type: "application/pdf" }));
    return new Request("http://x/account/cpd", { method: "POST", body: form });
  }

  it("reads a post within the limit whole", async () => {
    const { form, tooLarge } = await readLedgerPost(multipart(1000), 10_000);
    expect(tooLarge).toBe(false);
    expect((form.get("evidence") as File).size).toBe(1000);
    expect(form.get("description")).toBe("Typed before the file");
  });

  it("stops at the limit and still gives back the fields sent before the file, without the file", async () => {
    const { form, tooLarge } = await readLedgerPost(multipart(200_000), 10_000);
    expect(tooLarge).toBe(true);
    expect(form.get("intent")).toBe("add");
    expect(form.get("provider")).toBe("Example Centre");
    expect(form.get("description")).toBe("Typed before the file");
    expect(form.get("evidence")).toBeNull();
  });
});
