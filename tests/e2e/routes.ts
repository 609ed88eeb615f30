import type { Page } from "@playwright/test";
import { contentEvents as events } from "../../app/features/events/seed-content.server";
import { articles } from "../../app/content/news";

/** Every page of the site, for the specs that visit them all (languages-all.spec.ts: the language, axe and landmark tours). */

/** Pages everyone past the gate can open. */
export const publicRoutes = [
  "/",
  "/newsletter/confirm",
  "/about",
  "/certifications",
  "/certifications/eligibility",
  "/certifications/eligibility?education=diploma&experienceYears=4&trainingHours=0",
  "/certification-framework",
  "/learning-needs",
  "/testimonials",
  "/resources",
  "/events",
  `/events/${events[0]!.slug}`,
  "/news",
  `/news/${articles[0]!.slug}`,
  "/partners",
  "/contact",
  "/complaints",
  "/training-quiz",
  "/auth",
  "/auth?tab=signup",
  "/auth/forgot-password",
  "/partners/verify",
  "/partners/verify?id=GCF-2026-T7QS-3J&name=Kamau",
  "/partners/apply",
  "/community",
  "/community/mentorship",
  "/community/directory",
  "/community/chapters",
  "/community/chapters/iceland",
  "/community/jobs",
  "/no/such/page",
];

/** Pages whose address holds a database id: the first link of their list page. */
export const discoveredRoutes = [
  { list: "/community", link: /^\/community\/[0-9a-f-]{36}$/ },
  { list: "/community/jobs", link: /^\/community\/jobs\/[0-9a-f-]{36}$/ },
  { list: "/community/directory", link: /^\/community\/directory\/[\w-]+$/ },
];

/** Pages for a signed-in administrator (who may open every page). */
export const adminRoutes = [
  "/account",
  // My credentials, and the demo member's credential page (private: admins see it).
  "/account/credentials",
  "/credentials/GCF-2024-2YT2-HH",
  "/notifications",
  "/account/notifications",
  "/account/cpd", // The CPD ledger
  "/account/certification", // The candidate dashboard (decision 041)
  "/account/certification/apply/professional", // The application wizard (decision 043)
  "/account/events", // My events, the events admin
  "/admin/events",
  "/admin/events/new",
  "/admin",
  "/admin/messages",
  "/admin/subscribers",
  "/admin/newsletter",
  "/admin/newsletter/new",
  "/admin/survey",
  "/admin/users",
  "/admin/credentials",
  "/admin/credentials/import",
  "/admin/credentials/keys",
  "/admin/applications",
  "/admin/moderation",
  "/admin/job-scraping",
  "/admin/job-scraping/new",
  "/admin/mail",
  "/admin/renewals", // Renewals
  "/admin/staff", // Staff duties
  "/staff",
  "/staff/conflicts",
  "/staff/complaints",
  "/staff/applications", // Application review (decision 044)
  "/staff/applications?state=appealed",
  "/staff/applications/overview",
  "/staff/exams", // The item bank (decision 049)
  "/staff/exams/items/new",
  "/staff/exams/import",
  "/staff/exams/forms",
  "/staff/payments",
  "/staff/exam-results", // Exam results and the certification decision (decision 050)
  // Exam booking (decision 051): my exams, exam staff's sessions and accommodations
  "/account/exams",
  "/staff/exam-sessions",
  "/staff/exam-sessions/accommodations",
  "/staff/invigilation", // Invigilation (decision 052): an admin sees every session
  "/staff/assessments", // The Expert panel (decision 053): an admin sees every submitted portfolio
  "/account/invoices",
  "/partners/bulk-verify",
  "/community/new",
  "/community/jobs/new",
  "/community/jobs/alerts",
];

/** The first address on a list page that matches `link`. */
export async function firstLink(page: Page, list: string, link: RegExp): Promise<string> {
  await page.goto(list);
  const hrefs = await page
    .locator("main a[href]")
    .evaluateAll((links) => links.map((a) => a.getAttribute("href") ?? ""));
  const found = hrefs.find((href) => link.test(href));
  if (!found) throw new Error(`No link like ${link} on ${list}`);
  return found;
}
