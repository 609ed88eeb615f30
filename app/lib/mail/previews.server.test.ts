import { describe, expect, it } from "vitest";
import { languageCodes } from "~/lib/i18n/languages";
import { mailPreviews, previewUnsubscribe } from "./previews.server";

const SITE = "https://geocert.example";
const unsubscribe = previewUnsubscribe(Buffer.alloc(32, 7), SITE);

describe("the mail preview (/admin/mail/templates)", () => {
  it("lists each template once", () => {
    const ids = mailPreviews.map((preview) => preview.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).toEqual(
      expect.arrayContaining([
        "renewal-reminder",
        "renewal-lapse",
        "renewal-evidence",
        "renewal-approved",
        "renewal-declined",
        "event-cancelled-by-staff",
        "complaint-received",
        "complaint-closed",
        "application-referee-request",
        "application-referee-reminder",
        "application-requestMoreInfo",
        "application-approve",
        "application-decline",
        "application-upholdAppeal",
        "application-dismissAppeal",
      ]),
    );
  });

  it("renders every template in every language, with no placeholder left", { timeout: 60_000 }, async () => {
    for (const language of languageCodes) {
      for (const preview of mailPreviews) {
        const title = preview.title(language);
        expect(title, `${preview.id} (${language})`).not.toMatch(/\{\{|^$/);
        const message = await preview.render({ language, siteUrl: SITE, unsubscribe });
        expect(message.subject, `${preview.id} (${language})`).not.toMatch(/\{\{|^$/);
        expect(message.text, `${preview.id} (${language})`).not.toContain("{{");
        expect(message.html ?? "", `${preview.id} (${language})`).not.toContain("{{");
        expect(message.category ?? "transactional", preview.id).toBe(preview.category);
      }
    }
  });

  it("fills the renewal mails with the sample credential", async () => {
    const find = (id: string) => mailPreviews.find((preview) => preview.id === id)!;
    const reminder = await find("renewal-reminder").render({ language: "en", siteUrl: SITE, unsubscribe });
    expect(reminder.subject).toBe("Your GeoCert credential GCF-2024-7K3M-QP expires in 90 days");
    expect(reminder.text).toContain(`${SITE}/account/renewal/GCF-2024-7K3M-QP`);
    const declined = await find("renewal-declined").render({ language: "en", siteUrl: SITE, unsubscribe });
    expect(declined.text).toContain("A sample reason written by our staff");
    const approved = await find("renewal-approved").render({ language: "en", siteUrl: SITE, unsubscribe });
    expect(approved.text).toContain("valid until 14 March 2030");
    expect(approved.text).toMatch(/Renewal fee: \S/);
  });

  it("shows the complainant's mails with our fixed text only, and the candidate's with staff's reason quoted", async () => {
    const find = (id: string) => mailPreviews.find((preview) => preview.id === id)!;
    const closed = await find("complaint-closed").render({ language: "fr", siteUrl: SITE, unsubscribe });
    expect(closed.subject).toMatch(/^[^{]*CMP-5F3A9B21/);
    expect(closed.language).toBe("fr");
    const declined = await find("application-decline").render({ language: "en", siteUrl: SITE, unsubscribe });
    expect(declined.subject).toBe("Your GeoCert application was declined");
    expect(declined.text).toContain("A sample reason written by our staff");
    expect(declined.text).toContain(`${SITE}/account/certification`);
    const referee = await find("application-referee-request").render({ language: "is", siteUrl: SITE, unsubscribe });
    expect(referee.text).toContain(`${SITE}/referee/SAMPLE-TOKEN-not-a-real-link`);
  });

  it("quotes the staff's note in the mail of a registration our staff cancelled", async () => {
    const preview = mailPreviews.find((p) => p.id === "event-cancelled-by-staff")!;
    const mail = await preview.render({ language: "sw", siteUrl: SITE, unsubscribe });
    expect(mail.subject).toBe("GeoCert imeghairi usajili: Chapter meetup: reading well logs");
    expect(mail.text).toContain("Dokezo kutoka kwa wafanyakazi wetu:");
    expect(mail.attachments).toBeUndefined();
  });
});
