import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { creditAcceptedAnswer } from "~/features/cpd/automatic.server";
import {
  activitiesBetween,
  addManualEntry,
  credentialProgress,
  deleteManualEntry,
  evidenceFile,
  ledgerEntries,
  recordAutomaticCredit,
  removeAutomaticCredit,
  storeEvidence,
  updateManualEntry,
} from "./queries.server";
import { users } from "~/db/schema";
import { setupTestDatabase } from "../../../tests/support/test-db.server";

const handle = setupTestDatabase();

const credit = {
  userId: "ledger",
  source: "event" as const,
  sourceRef: "registration-1",
  activityDate: "2026-05-02",
  category: "events" as const,
  hours: 6.5,
  provider: "GeoCert",
  description: "Reservoir workshop",
};

describe("the CPD ledger", () => {
  it("stores an automatic entry once, even when recorded in parallel", async () => {
    await handle.db.insert(users).values({ id: "ledger", name: "Ledger", email: "ledger@example.org" });
    const stored = await Promise.all(
      Array.from({ length: 6 }, () => handle.db.transaction((tx) => recordAutomaticCredit(tx, credit))),
    );
    expect(stored.filter(Boolean)).toHaveLength(1);
    const entries = await activitiesBetween(handle.db, "ledger", { start: "2026-01-01", end: "2026-12-31" });
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ hoursTenths: 65, source: "event", category: "events" });

    const progress = await credentialProgress(
      handle.db,
      {
        id: "GCF-2025-LDGR-01",
        userId: "ledger",
        level: "associate",
        issuedOn: "2025-01-01",
        expiresOn: "2028-01-01",
        status: "active",
      },
      "2026-11-27",
    );
    expect(progress.countedTenths).toBe(65);
    expect(progress.missingTenths).toBe(300 - 65);

    await removeAutomaticCredit(handle.db, credit);
    expect(await activitiesBetween(handle.db, "ledger", { start: "2026-01-01", end: "2026-12-31" })).toHaveLength(0);
  });
});

describe("the ledger page's queries", () => {
  const input = {
    activityDate: "2026-02-10",
    category: "courses" as const,
    hours: 2.5,
    provider: "Example Centre",
    description: "Binary plant operation",
  };
  const pdf = new TextEncoder().encode("%PDF-1.4 example");

  async function twoMembers() {
    await handle.db.insert(users).values([
      { id: "owner", name: "Owner", email: "owner@example.org" },
      { id: "other", name: "Other", email: "other@example.org" },
    ]);
  }

  it("adds, lists, edits (replacing the evidence) and deletes a member's own entry; evidence goes with it", async () => {
    await twoMembers();
    const id = await handle.db.transaction(async (tx) => {
      const evidenceId = await storeEvidence(tx, {
        userId: "owner",
        fileName: "certificate.pdf",
        contentType: "application/pdf",
        bytes: pdf,
      });
      return addManualEntry(tx, "owner", input, evidenceId);
    });
    const [listed] = await ledgerEntries(handle.db, "owner");
    expect(listed).toMatchObject({ id, hoursTenths: 25, source: "manual", evidence: { fileName: "certificate.pdf" } });
    const first = await evidenceFile(handle.db, listed!.evidence!.id);
    expect(first).toMatchObject({ userId: "owner", contentType: "application/pdf", size: pdf.byteLength });
    expect(first!.sha256).toBe(createHash("sha256").update(pdf).digest("hex"));
    expect(Buffer.compare(first!.content, Buffer.from(pdf))).toBe(0);
    expect(await ledgerEntries(handle.db, "other")).toEqual([]);

    // Someone else's hand changes nothing.
    expect(await updateManualEntry(handle.db, "other", id, { ...input, hours: 9 }, { keep: true })).toBe(false);
    expect(await deleteManualEntry(handle.db, "other", id)).toBe(false);

    const replaced = await handle.db.transaction(async (tx) => {
      const evidenceId = await storeEvidence(tx, {
        userId: "owner",
        fileName: "new.pdf",
        contentType: "application/pdf",
        bytes: pdf,
      });
      await updateManualEntry(tx, "owner", id, { ...input, hours: 3 }, { replaceWith: evidenceId });
      return evidenceId;
    });
    expect(await evidenceFile(handle.db, first!.id)).toBeNull();
    const [edited] = await ledgerEntries(handle.db, "owner");
    expect(edited).toMatchObject({ hoursTenths: 30, evidence: { id: replaced, fileName: "new.pdf" } });

    expect(await deleteManualEntry(handle.db, "owner", id)).toBe(true);
    expect(await ledgerEntries(handle.db, "owner")).toEqual([]);
    expect(await evidenceFile(handle.db, replaced)).toBeNull();
  });

  it("never lets a member change an automatic entry; accepted answers earn capped community hours", async () => {
    await twoMembers();
    await handle.db.transaction((tx) =>
      creditAcceptedAnswer(tx, {
        discussionAuthorId: "other",
        previousPostId: null,
        accepted: { postId: "post-1", authorId: "owner" },
        title: "Scaling in binary plants?",
        today: "2026-03-01",
      }),
    );
    const [credit] = await ledgerEntries(handle.db, "owner");
    expect(credit).toMatchObject({ source: "forumAnswer", sourceRef: "post-1", category: "community", hoursTenths: 5 });
    expect(await updateManualEntry(handle.db, "owner", credit!.id, input, { keep: true })).toBe(false);
    expect(await deleteManualEntry(handle.db, "owner", credit!.id)).toBe(false);

    // Accepting another reply moves the credit; a reply by the discussion's author earns nothing.
    await handle.db.transaction((tx) =>
      creditAcceptedAnswer(tx, {
        discussionAuthorId: "other",
        previousPostId: "post-1",
        accepted: { postId: "post-2", authorId: "other" },
        title: "Scaling in binary plants?",
      }),
    );
    expect(await ledgerEntries(handle.db, "owner")).toEqual([]);
    expect(await ledgerEntries(handle.db, "other")).toEqual([]);

    // Many accepted answers count only up to the community cap.
    for (let i = 0; i < 14; i++) {
      await handle.db.transaction((tx) =>
        creditAcceptedAnswer(tx, {
          discussionAuthorId: "other",
          previousPostId: null,
          accepted: { postId: `answer-${i}`, authorId: "owner" },
          title: `Question ${i}`,
          today: "2026-03-02",
        }),
      );
    }
    const progress = await credentialProgress(
      handle.db,
      {
        id: "GCF-2026-OWNR-01",
        userId: "owner",
        level: "associate",
        issuedOn: "2026-01-01",
        expiresOn: "2029-01-01",
        status: "active",
      },
      "2026-11-27",
    );
    const community = progress.categories.find((c) => c.category === "community")!;
    expect(community).toMatchObject({ loggedTenths: 70, countedTenths: 50, capTenths: 50 });

    // Un-accepting removes it.
    await handle.db.transaction((tx) =>
      creditAcceptedAnswer(tx, { discussionAuthorId: "other", previousPostId: "answer-0", accepted: null, title: "" }),
    );
    expect(await ledgerEntries(handle.db, "owner")).toHaveLength(13);
  });
});
