import { draftCookie } from "~/lib/wizard/wizard.server";

/** The response being answered (the wizard's draft): kept 30 days so a visitor can come back later. */
export const surveyDraftCookie = draftCookie("survey_id", 60 * 60 * 24 * 30);
/** The response just completed: lets the thank-you page show its answers for an hour. */
export const surveyDoneCookie = draftCookie("survey_done", 60 * 60);
