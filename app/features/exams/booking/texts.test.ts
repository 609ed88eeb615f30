import { describe, expect, it } from "vitest";
import { languageCodes } from "~/lib/i18n/languages";
import { getNamespace } from "~/locales/index.server";
import { sessionRule } from "../engine/sessions";

// The change cut-off is a rule (engine/sessions.ts): every text that states it takes the rule's number, so
// changing the rule changes every page and mail that tells it, in every language.
describe("the booking texts that state the change cut-off", () => {
  it.each(languageCodes)("take the rule's hours in %s", (language) => {
    const texts = getNamespace(language, "examBooking");
    for (const text of [texts.refusals.tooLate, texts.book.rules, texts.mail.booked]) {
      expect(text).toContain("{{hours}}");
      expect(text).not.toContain(String(sessionRule.changesCloseHours));
    }
  });
});
