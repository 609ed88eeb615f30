import { renderToStaticMarkup } from "react-dom/server";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { TranslatorProvider } from "~/lib/i18n/react";
import { createTranslator } from "~/lib/i18n/translator";
import applications from "~/locales/en/applications";
import en from "~/locales/en/common";
import type { DashboardApplication } from "../dashboard.server";
import { ApplicationCard } from "./application-card";

/** A submitted Professional application with nothing outstanding; each test changes what it is about. */
function item(change: {
  application?: Partial<DashboardApplication["application"]>;
  rest?: Partial<Omit<DashboardApplication, "application">>;
}): DashboardApplication {
  return {
    invoice: null,
    refunds: false,
    open: true,
    events: [],
    referees: [],
    messages: [],
    ...change.rest,
    application: {
      id: "7a1c2e0e-4b4f-4c55-9d0e-3f0a6f1b2c3d",
      level: "professional",
      state: "inReview",
      createdAt: "1 March 2026",
      submittedAt: "2 March 2026",
      audited: false,
      auditEvidenceDueOn: null,
      auditEvidenceAt: null,
      takesAuditEvidence: false,
      moreInfoDueOn: null,
      eligibleFrom: null,
      eligibleUntil: null,
      appealUntil: null,
      appealOpen: false,
      ...change.application,
    },
  };
}

function render(card: DashboardApplication) {
  const translator = createTranslator("en", en);
  translator.addNamespace("applications", applications);
  const router = createMemoryRouter([
    {
      path: "/",
      element: <ApplicationCard item={card} levelName="Certified Geothermal Professional" appealDays={30} />,
    },
  ]);
  const html = renderToStaticMarkup(
    <TranslatorProvider translator={translator}>
      <RouterProvider router={router} />
    </TranslatorProvider>,
  );
  // The markup's text with tags and entities out of the way, for reading sentences.
  return {
    html,
    text: html
      .replace(/<[^>]+>/g, " ")
      .replace(/&#x27;/g, "'")
      .replace(/\s+/g, " "),
  };
}

describe("ApplicationCard (the candidate's dashboard)", () => {
  it("offers a draft's next step, and says a draft withdrawn is refunded by the rule", () => {
    const { html, text } = render(item({ application: { state: "draft", submittedAt: null } }));
    expect(html).toContain('href="/account/certification/apply/professional"');
    expect(text).toContain(applications.dashboard.continue);
    expect(text).toContain(applications.dashboard.refundRule);
    // A draft waits for nothing from anyone: no list of what is needed.
    expect(text).not.toContain(applications.dashboard.needs);
  });

  it("lists what an open application waits for: an unanswered referee, the fee, the audit evidence", () => {
    const { text } = render(
      item({
        application: { audited: true, takesAuditEvidence: true, auditEvidenceDueOn: "20 March 2026" },
        rest: {
          invoice: { id: "inv-1", number: "GC-2026-000042", status: "open" },
          referees: [
            {
              id: "r1",
              refereeName: "Rúna Referee",
              employer: "Krafla Drilling",
              expiresAt: "16 March 2026",
              answer: null,
              replaced: false,
            },
          ],
        },
      }),
    );
    expect(text).toContain("Rúna Referee");
    expect(text).toContain(applications.dashboard.needFee);
    expect(text).toContain("20 March 2026");
    expect(text).toContain(applications.dashboard.auditHeading);
    expect(text).toContain("GC-2026-000042");
  });

  it("says nothing is needed when nothing is", () => {
    expect(render(item({})).text).toContain(applications.dashboard.needsNothing);
  });

  it("asks for the answer to staff's request, and shows staff's message", () => {
    const { html, text } = render(
      item({
        application: { state: "moreInfoRequested", moreInfoDueOn: "30 March 2026" },
        rest: { messages: [{ id: "m1", body: "Please send the contract.", at: "16 March 2026" }] },
      }),
    );
    expect(text).toContain("Please send the contract.");
    expect(html).toContain('value="answerMoreInfo"');
    expect(text).toContain("30 March 2026");
  });

  it("offers an appeal of a decline only while the window is open, and never a withdrawal once decided", () => {
    const open = render(
      item({
        application: { state: "declined", appealUntil: "1 April 2026", appealOpen: true },
        rest: { open: false },
      }),
    );
    expect(open.html).toContain('value="appeal"');
    expect(open.html).not.toContain('value="withdraw"');
    const late = render(
      item({
        application: { state: "declined", appealUntil: "1 April 2026", appealOpen: false },
        rest: { open: false },
      }),
    );
    expect(late.html).not.toContain('value="appeal"');
  });

  it("shows the exam window of an approved application", () => {
    const { text } = render(
      item({
        application: { state: "approved", eligibleFrom: "1 April 2026", eligibleUntil: "1 April 2027" },
        rest: { open: false },
      }),
    );
    expect(text).toContain("1 April 2027");
  });
});
