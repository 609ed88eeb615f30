import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { certifications } from "~/content/certifications";
import { examAttempts } from "~/db/schema";
import { formatMoney } from "~/features/payments";
import {
  approvedApplication,
  frozenForm,
  pastAttempt,
  session,
} from "../../tests/support/exam-booking-fixtures.server";
import { outcomeOf, routeArgs, setupRouteTests } from "../../tests/support/route-test.server";
import { loader as attemptLoader } from "./account.exams.$attemptId";
import { action as bookAction, loader as bookLoader } from "./account.exams.book.$applicationId";
import { loader as mineLoader } from "./account.exams";

const t = setupRouteTests();
const DAY = 86_400_000;
const day = (offset: number) => new Date(Date.now() + offset * DAY).toISOString().slice(0, 10);
const fee = formatMoney(certifications.find((c) => c.key === "associate")!.fees.retake.nonMember * 100, "USD", "en");

type Fee = { amount: string; number: string; status: string; pdf: string } | null;

describe("booking a retake", () => {
  it("states the retake fee from the content, invoices it on booking, and shows the invoice with the way to pay", async () => {
    await frozenForm(t.db, "associate", ["en"]);
    const id = await t.createUser("member", "Candidate R", "r@example.org");
    const applicationId = await approvedApplication(t.db, id, { from: day(-60), until: day(300) });
    await pastAttempt(t.db, { userId: id, applicationId }, { now: new Date(), daysAgo: 31 });
    const cookie = await t.signIn("r@example.org");
    const sessionId = await session(t.db, { startsAt: new Date(Date.now() + 10 * DAY) });
    const path = `/account/exams/book/${applicationId}`;

    const page = await outcomeOf(() =>
      bookLoader(routeArgs({ request: t.get(path, cookie), params: { applicationId }, context: t.context() })),
    );
    expect((page.data as { retakeFee: string | null }).retakeFee).toBe(fee);
    const mine = await outcomeOf(() =>
      mineLoader(routeArgs({ request: t.get("/account/exams", cookie), params: {}, context: t.context() })),
    );
    expect((mine.data as { windows: { retakeFee: string | null }[] }).windows[0]!.retakeFee).toBe(fee);

    const fields = { intent: "book", sessionId, language: "en", _submission: "retake-token-aaaaaaaaaa" };
    const booked = await outcomeOf(() =>
      bookAction(routeArgs({ request: t.post(path, fields, cookie), params: { applicationId }, context: t.context() })),
    );
    expect(booked.status).toBe(302);
    const [attempt] = await t.db.select().from(examAttempts).where(eq(examAttempts.sessionId, sessionId));
    const shown = await outcomeOf(() =>
      attemptLoader(
        routeArgs({
          request: t.get(`/account/exams/${attempt!.id}`, cookie),
          params: { attemptId: attempt!.id },
          context: t.context(),
        }),
      ),
    );
    const view = (shown.data as { attempt: { fee: Fee } }).attempt.fee!;
    expect(view).toMatchObject({ amount: fee, status: "open" });
    expect(view.number).toMatch(/^GC-\d{4}-\d{6}$/);
    expect(view.pdf).toMatch(/^\/account\/invoices\/[0-9a-f-]+\.pdf$/);
    const after = await outcomeOf(() =>
      mineLoader(routeArgs({ request: t.get("/account/exams", cookie), params: {}, context: t.context() })),
    );
    const bookings = (after.data as { bookings: { id: string; fee: Fee }[] }).bookings;
    expect(bookings.find((b) => b.id === attempt!.id)!.fee).toMatchObject({ number: view.number, status: "open" });
    // The failed first attempt was not a retake: no fee shown on it.
    expect(bookings.filter((b) => b.fee)).toHaveLength(1);
  });
});
