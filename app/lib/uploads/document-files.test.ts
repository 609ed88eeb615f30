import { describe, expect, it } from "vitest";
import { safeDocumentName, sniffDocumentType } from "./document-files";

describe("uploaded documents", () => {
  it("are typed by their first bytes: a PDF header in a .png name is a PDF, an HTML file is nothing", () => {
    expect(sniffDocumentType(new TextEncoder().encode("%PDF-1.4\n"))).toBe("application/pdf");
    expect(sniffDocumentType(new TextEncoder().encode("<!doctype html>"))).toBeNull();
  });

  it("keep a clean name with the extension of their real type, or the fallback name", () => {
    expect(safeDocumentName("..\\C:\\diploma<1>.png", "application/pdf", "document")).toBe("diploma1.pdf");
    expect(safeDocumentName("   ", "image/png", "document")).toBe("document.png");
  });
});
