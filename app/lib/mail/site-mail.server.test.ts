import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { contactMessages, mailOutbox, partnerApplications } from "~/db/schema";
import { setupTestDatabase } from "../../../tests/support/test-db.server";
import { languageCodes } from "~/lib/i18n/languages";
import { getNamespace } from "~/locales/index.server";
import { createMailer, type Mailer } from "./mail.server";
import { submitContactMessage, submitPartnerApplication } from "./site-mail.server";

const handle = setupTestDatabase();
const STAFF = "hello@geocert.example";

const contact = {
  name: "Mallory Phisher",
  email: "victim@example.org",
  organisation: "Totally Real Bank",
  topic: "exam" as const,
  message: "Your account is locked: sign in at https://evil.example/login to unlock it today",
};

const application = {
  organisation: "Evil Relay Corp",
  organisationType: "industry",
  tier: "gold",
  country: "Nowhereland",
  website: "https://evil.example",
  contactName: "Click Here Now",
  contactRole: "Verify your password",
  email: "victim@example.org",
  phone: "+1 555 0100",
  contribution: "Urgent: your payment failed, update your card at https://evil.example/pay right away",
  areas: ["placements"],
};

const outbox = () => handle.db.select().from(mailOutbox).orderBy(mailOutbox.createdAt);
const mailerFor = () => createMailer({ db: handle.db, from: "GeoCert <no-reply@geocert.example>" });
/** A mailer whose second message cannot be stored (the outbox insert fails). */
const failingSecond = (): Mailer => {
  const real = mailerFor();
  let calls = 0;
  return {
    describe: real.describe,
    async send(message, options) {
      if (++calls === 2) throw new Error("the outbox is unavailable");
      return real.send(message, options);
    },
  };
};
const typedContactTexts = [contact.name, contact.organisation, "evil.example", "account is locked"];
const typedApplicationTexts = [
  application.organisation,
  application.country,
  "evil.example",
  application.contactName,
  application.contactRole,
  application.phone,
  "payment failed",
];

describe("contact form", () => {
  it("stores the message and both mails in one transaction; the visitor's confirmation echoes nothing typed", async () => {
    const stored = await submitContactMessage(
      { db: handle.db, mailer: mailerFor(), contactEmail: STAFF, siteUrl: "https://geocert.example" },
      { ...contact, language: "en" },
    );
    const mails = await outbox();
    expect(mails.map((m) => m.to).sort()).toEqual([STAFF, contact.email].sort());
    const confirmation = mails.find((m) => m.to === contact.email)!;
    for (const typed of typedContactTexts) {
      expect(confirmation.subject).not.toContain(typed);
      expect(confirmation.text).not.toContain(typed);
      expect(confirmation.html).not.toContain(typed);
    }
    expect(confirmation.replyTo).toBeNull();
    expect(confirmation.text).toContain(stored.reference);
    expect(confirmation.text).toContain("Exams and exam windows"); // the chosen topic: our own words
    const staff = mails.find((m) => m.to === STAFF)!;
    expect(staff.text).toContain(contact.message);
    expect(staff.text).toContain(stored.reference);
    expect(staff.replyTo).toBe(contact.email);
  });

  it("a mail that cannot be stored stores no message either (and no other mail)", async () => {
    await expect(
      submitContactMessage(
        { db: handle.db, mailer: failingSecond(), contactEmail: STAFF, siteUrl: "https://geocert.example" },
        { ...contact, language: "en" },
      ),
    ).rejects.toThrow("outbox");
    expect(await handle.db.select().from(contactMessages)).toHaveLength(0);
    expect(await outbox()).toHaveLength(0);
  });

  it("the confirmation has a reference and the date in every language, and no placeholder left", async () => {
    for (const language of languageCodes) {
      const stored = await submitContactMessage(
        { db: handle.db, mailer: mailerFor(), contactEmail: STAFF, siteUrl: "https://geocert.example" },
        { ...contact, language },
      );
      const [confirmation] = await handle.db
        .select()
        .from(mailOutbox)
        .where(eq(mailOutbox.subject, getNamespace(language, "contact").mail.confirmationSubject));
      expect(confirmation!.language).toBe(language);
      expect(confirmation!.text).toContain(stored.reference);
      expect(confirmation!.text).toContain(String(new Date().getUTCFullYear()));
      expect(confirmation!.text).not.toMatch(/\{\{|\}\}/);
      for (const typed of typedContactTexts) expect(confirmation!.text).not.toContain(typed);
      for (const typed of typedContactTexts) expect(confirmation!.html).not.toContain(typed);
      await handle.db.delete(mailOutbox);
    }
  });
});

describe("partnership application", () => {
  it("stores the application and both mails together; the confirmation names no typed text", async () => {
    const stored = await submitPartnerApplication(
      { db: handle.db, mailer: mailerFor(), contactEmail: STAFF, siteUrl: "https://geocert.example" },
      { draftId: null, input: { ...application, language: "tr" } },
    );
    const mails = await outbox();
    expect(mails).toHaveLength(2);
    const confirmation = mails.find((m) => m.to === application.email)!;
    expect(confirmation.language).toBe("tr");
    for (const typed of typedApplicationTexts) {
      expect(confirmation.subject).not.toContain(typed);
      expect(confirmation.text).not.toContain(typed);
      expect(confirmation.html).not.toContain(typed);
    }
    expect(confirmation.text).toContain(stored.reference);
    expect(confirmation.text).toContain("Altın"); // the chosen tier, in Turkish: our own words
    expect(confirmation.text).not.toMatch(/\{\{|\}\}/);
    const staff = mails.find((m) => m.to === STAFF)!;
    expect(staff.text).toContain(application.contribution);
    expect(staff.text).toContain("https://geocert.example/admin/applications");
  });

  it("a mail that cannot be stored stores no application either", async () => {
    await expect(
      submitPartnerApplication(
        { db: handle.db, mailer: failingSecond(), contactEmail: STAFF, siteUrl: "https://geocert.example" },
        { draftId: null, input: { ...application, language: "en" } },
      ),
    ).rejects.toThrow("outbox");
    expect(await handle.db.select().from(partnerApplications)).toHaveLength(0);
    expect(await outbox()).toHaveLength(0);
  });

  it("the confirmation holds no typed text in any language", async () => {
    for (const language of languageCodes) {
      await submitPartnerApplication(
        { db: handle.db, mailer: mailerFor(), contactEmail: STAFF, siteUrl: "https://geocert.example" },
        { draftId: null, input: { ...application, language } },
      );
      const confirmation = (await outbox()).find((m) => m.to === application.email)!;
      expect(confirmation.text).not.toMatch(/\{\{|\}\}/);
      for (const typed of typedApplicationTexts) expect(confirmation.text).not.toContain(typed);
      for (const typed of typedApplicationTexts) expect(confirmation.html).not.toContain(typed);
      await handle.db.delete(mailOutbox);
    }
  });
});
