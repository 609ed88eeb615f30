import { eq } from "drizzle-orm";
import { data, type RouterContextProvider } from "react-router";
import type { z } from "zod";
import {
  confirmJobAlert,
  createJobAlert,
  deleteJobAlert,
  findGuestAlert,
  findJobAlert,
  listMemberAlerts,
  lockAlertOwner,
  saveMemberAlert,
  setJobAlertFrequency,
  UNCONFIRMED_ALERT_DAYS,
  type JobAlertRow,
} from "~/features/jobs/alerts-queries.server";
import { users, type JobAlertFilters } from "~/db/schema";
import { getServerSecret } from "~/lib/server/settings.server";
import type { SessionUser } from "~/features/auth/index.server";
import { ensure } from "~/features/auth";
import { formatDateFor } from "~/lib/format/date-words.server";
import { redirectWithFlash } from "~/lib/forms/flash.server";
import { refuseFields, refuseForm } from "~/lib/forms/submission.server";
import { normaliseEmail } from "~/features/newsletter";
import { getAppContext, getRequestLanguage } from "~/lib/server/app-context.server";
import { consume } from "~/lib/server/rate-limit.server";
import { alertIdOfToken, describeFilters, sendAlertConfirmation } from "./alert-mail.server";
import { alertFiltersOf, boardPathOf, guestEmailError, type alertFormSchema, type alertPageForms } from "./alerts";
import { parseBoardQuery } from "./jobs";
import { getNamespace } from "~/locales/index.server";

type Context = Readonly<RouterContextProvider>;
type PageForm = z.output<typeof alertPageForms>;

/** The filters the alert form sent, read as the board reads its query (unknown values dropped). */
function filtersOfForm(value: z.output<typeof alertFormSchema>): JobAlertFilters {
  const params = new URLSearchParams();
  for (const key of ["q", "country", "workplace", "type", "level", "domain", "salary"] as const) {
    if (value[key]) params.set(key, value[key]);
  }
  return alertFiltersOf(parseBoardQuery(params));
}

/**
 * intent=alert on the board. A member's alert is stored at once (their address must be verified);
 * saving the same search again changes its frequency. A guest's is stored unconfirmed and a
 * confirmation link is mailed; the answer is the same whatever the address (known, new, limited).
 */
export async function saveJobAlert(
  context: Context,
  user: SessionUser | null,
  form: FormData,
  value: z.output<typeof alertFormSchema>,
  back: string,
) {
  const app = getAppContext(context);
  const filters = filtersOfForm(value);
  const language = getRequestLanguage(context);
  if ((await consume(app.rateLimits.jobAlerts, app.clientIp)) > 0) {
    return refuseForm(form, "errors.rateLimited", { status: 429, headers: { "Retry-After": "3600" } });
  }
  if (user) {
    const [account] = await app.db.select({ verified: users.emailVerified }).from(users).where(eq(users.id, user.id));
    if (!account?.verified) return refuseForm(form, "errors.verifyFirst", { status: 409 });
    // One alert per member and search, even saved twice at once (the same search again: its frequency).
    await saveMemberAlert(app.db, { userId: user.id, filters, frequency: value.frequency, language });
    throw redirectWithFlash(context, back, { ns: "jobAlerts", key: "done.saved", form: "alert" });
  }
  const email = normaliseEmail(value.email);
  const error = guestEmailError(email);
  if (error) return refuseFields(form, { email: error });
  const done = { ns: "jobAlerts", key: "done.guestSaved", form: "alert" } as const;
  // Per address as well: nobody fills a stranger's mailbox with confirmations. Silent: the same answer.
  if ((await consume(app.rateLimits.jobAlerts, `address:${email}`)) > 0) throw redirectWithFlash(context, back, done);
  const secret = await getServerSecret(app.db);
  await app.db.transaction(async (tx) => {
    await lockAlertOwner(tx, `email:${email}`);
    const pending = await findGuestAlert(tx, email, filters);
    // The same search for the same address again: one alert (its frequency updated); a confirmed one mails nothing new.
    if (pending) {
      await setJobAlertFrequency(tx, pending.id, value.frequency);
      if (pending.confirmedAt) return;
    }
    const alert =
      pending ?? (await createJobAlert(tx, { email, filters, frequency: value.frequency, language, confirmed: false }));
    await sendAlertConfirmation(
      { db: tx, mailer: app.mailer, siteUrl: app.config.siteUrl, secret },
      { id: alert.id, email, filters, frequency: value.frequency, language },
    );
  });
  throw redirectWithFlash(context, back, done);
}

/** The alert a guest's token names (null when the token is not ours or the alert is gone). */
async function alertOfToken(context: Context, token: string): Promise<JobAlertRow | null> {
  const { db } = getAppContext(context);
  const id = alertIdOfToken(await getServerSecret(db), token);
  if (!id) return null;
  const alert = await findJobAlert(db, id);
  if (!alert || alert.userId) return null;
  // Unconfirmed past its days: as good as deleted (the hourly task deletes it).
  const expired = Date.now() - alert.createdAt.getTime() >= UNCONFIRMED_ALERT_DAYS * 24 * 60 * 60 * 1000;
  return !alert.confirmedAt && expired ? null : alert;
}

function alertView(context: Context, alert: JobAlertRow, withKeyword: boolean) {
  const language = getRequestLanguage(context);
  return {
    id: alert.id,
    filters: describeFilters(alert.filters, language, withKeyword),
    boardPath: boardPathOf(withKeyword ? alert.filters : { ...alert.filters, q: undefined }),
    frequency: alert.frequency,
    confirmed: Boolean(alert.confirmedAt),
    created: formatDateFor(context)(alert.createdAt),
  };
}

/**
 * The alerts page: a member's alerts, or (with `?token=`) the one guest alert its mail links to. A
 * guest's unconfirmed alert shows no typed keyword (the address is not proven yet).
 */
export async function alertsPageData(context: Context, user: SessionUser | null, token: string | null) {
  const { db } = getAppContext(context);
  if (token !== null) {
    const alert = await alertOfToken(context, token);
    return {
      mode: "guest" as const,
      token,
      alerts: alert ? [alertView(context, alert, Boolean(alert.confirmedAt))] : [],
      email: null,
    };
  }
  if (!user) return null;
  const alerts = await listMemberAlerts(db, user.id);
  return {
    mode: "member" as const,
    token: "",
    alerts: alerts.map((alert) => alertView(context, alert, true)),
    email: user.email,
  };
}

/** The alert a post acts on: the member's own, or the token's. 404 otherwise. */
async function alertToActOn(context: Context, user: SessionUser | null, value: PageForm): Promise<JobAlertRow> {
  if (value.token) {
    const alert = await alertOfToken(context, value.token);
    if (!alert || (value.intent !== "confirm" && alert.id !== value.alertId)) throw data(null, { status: 404 });
    return alert;
  }
  if (value.intent === "confirm") throw data(null, { status: 404 });
  const alert = await findJobAlert(getAppContext(context).db, value.alertId);
  if (!alert) throw data(null, { status: 404 });
  ensure(user !== null && alert.userId === user.id);
  return alert;
}

function pageOf(value: PageForm): string {
  return value.token ? `/community/jobs/alerts?token=${encodeURIComponent(value.token)}` : "/community/jobs/alerts";
}

/** The alerts page's intents: confirm (a guest's link), frequency, delete. */
export async function alertPageAction(context: Context, user: SessionUser | null, value: PageForm) {
  const { db } = getAppContext(context);
  const alert = await alertToActOn(context, user, value);
  const to = pageOf(value);
  switch (value.intent) {
    case "confirm": {
      const confirmed = await confirmJobAlert(db, alert.id);
      if (!confirmed) throw data(null, { status: 404 });
      throw redirectWithFlash(context, to, { ns: "jobAlerts", key: "done.confirmed", form: "confirm" });
    }
    case "frequency": {
      await setJobAlertFrequency(db, alert.id, value.frequency);
      const words = getNamespace(getRequestLanguage(context), "jobAlerts").frequencies[value.frequency];
      throw redirectWithFlash(context, to, {
        ns: "jobAlerts",
        key: "done.frequency",
        values: { frequency: words },
        form: `frequency:${alert.id}`,
      });
    }
    case "delete":
      await deleteJobAlert(db, alert.id);
      // A guest's page has nothing left to show: back to the board, told where its alert form is.
      throw redirectWithFlash(context, value.token ? "/community/jobs" : to, {
        ns: "jobAlerts",
        key: "done.deleted",
        form: value.token ? "alert" : "delete",
      });
  }
}
