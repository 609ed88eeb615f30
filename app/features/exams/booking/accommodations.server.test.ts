import { describe, expect, it } from "vitest";
import { mailOutbox, users } from "~/db/schema";
import type { Viewer } from "~/features/auth";
import { setupTestDatabase, testDeps } from "../../../../tests/support/test-db.server";
import { approvedApplication, candidate } from "../../../../tests/support/exam-booking-fixtures.server";
import { decideAccommodation, requestAccommodation } from "./accommodations.server";

const handle = setupTestDatabase();
const NOW = new Date("2027-01-05T09:00:00Z");
const deps = () => testDeps(handle.db, { clock: { now: () => NOW } });
const staff = (id: string): Viewer => ({ id, role: "staff", duties: ["examAdministration"] });

async function waitingRequest(language = "en") {
  await candidate(handle.db, "cand", language);
  await handle.db.insert(users).values([
    { id: "s1", name: "Staff one", email: "s1@example.org", role: "staff" },
    { id: "s2", name: "Staff two", email: "s2@example.org", role: "staff" },
  ]);
  const applicationId = await approvedApplication(handle.db, "cand", { from: "2027-01-01", until: "2027-12-31" });
  await requestAccommodation(handle.db, {
    userId: "cand",
    applicationId,
    request: "Dyslexia: I read slowly.",
    extraTime: 25,
  });
  return (await handle.db.query.examAccommodations.findMany())[0]!;
}

describe("an accommodation decided", () => {
  it("mails the candidate in their language, with the extra time granted and staff's note", async () => {
    const request = await waitingRequest("es");
    expect(
      await decideAccommodation(deps(), staff("s1"), {
        id: request.id,
        approve: true,
        extraTimePercent: 50,
        note: "Sala aparte disponible.",
      }),
    ).toBe("approved");
    const [mail, ...more] = await handle.db.select().from(mailOutbox);
    expect(more).toHaveLength(0);
    expect(mail).toMatchObject({ to: "cand@example.org", language: "es" });
    expect(mail!.subject).toBe("Su adaptación para el examen está aprobada");
    expect(mail!.text).toContain("50 %");
    expect(mail!.text).toContain("Sala aparte disponible.");
    expect(mail!.text).toContain("/account/exams");
  });

  it("two staff deciding at once give one decision and one mail", async () => {
    const request = await waitingRequest();
    const outcomes = await Promise.all([
      decideAccommodation(deps(), staff("s1"), { id: request.id, approve: true, extraTimePercent: 25, note: "" }),
      decideAccommodation(deps(), staff("s2"), { id: request.id, approve: false, extraTimePercent: 0, note: "No." }),
    ]);
    expect(outcomes.filter((o) => o === "stale")).toHaveLength(1);
    const mails = await handle.db.select().from(mailOutbox);
    expect(mails).toHaveLength(1);
    const decided = outcomes.find((o) => o !== "stale");
    expect(mails[0]!.subject).toBe(
      decided === "approved" ? "Your exam accommodation is approved" : "Your exam accommodation request was declined",
    );
  });
});
