import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { StaffNotes } from "./staff-notes";

describe("StaffNotes", () => {
  it("says so when there is no note", () => {
    expect(renderToStaticMarkup(<StaffNotes notes={[]} empty="No notes yet." someone="Someone" />)).toContain(
      "No notes yet.",
    );
  });

  it("shows each note with its author and date, a gone author by the word for someone, text escaped", () => {
    const html = renderToStaticMarkup(
      <StaffNotes
        notes={[
          { id: "1", by: "Ari Appeals", date: "7 December 2026", text: "Called the employer." },
          { id: "2", by: null, date: "8 December 2026", text: "<b>Not bold</b>" },
        ]}
        empty="No notes yet."
        someone="Someone"
      />,
    );
    expect(html).toContain("Ari Appeals · 7 December 2026");
    expect(html).toContain("Someone · 8 December 2026");
    expect(html).toContain("&lt;b&gt;Not bold&lt;/b&gt;");
    expect(html).not.toContain("No notes yet.");
  });
});
