import { data, type RouterContextProvider } from "react-router";
import { findCredential } from "~/features/registry/index.server";
import {
  expiringCounts,
  expiringSoon,
  getAuditRate,
  getRenewal,
  listRenewals,
  setAuditRate,
  type RenewalRow,
} from "~/features/renewal/queries.server";
import { findUserById } from "~/features/auth/index.server";
import { levelTexts } from "~/lib/levels/level-texts.server";
import { cpdRule, fromTenths } from "~/content/cpd-rule";
import { formatDateFor } from "~/lib/format/date-words.server";
import { formatDecimal, formatInteger } from "~/lib/format/format";
import { redirectWithFlash } from "~/lib/forms/flash.server";
import { pageMessages } from "~/lib/i18n/page-messages.server";
import { effectiveStatus } from "~/features/registry";
import { isoToday } from "~/lib/format/dates";
import { getAppContext, getRequestLanguage } from "~/lib/server/app-context.server";
import { DEFAULT_AUDIT_RATE, expiringSpans, isApprovable, isOpenRenewal } from "./renewal";
import { entriesWithEvidence } from "./renewal-page.server";

type Context = Readonly<RouterContextProvider>;

/** The admin dashboard of renewals (/admin/renewals). */
export async function renewalsDashboard(context: Context) {
  const { db } = getAppContext(context);
  const today = isoToday();
  const formatDate = formatDateFor(context);
  const language = getRequestLanguage(context);
  const levels = levelTexts(context);
  const [soonDays] = expiringSpans;
  const [counts, toReview, audits, decided, expiring, rate] = await Promise.all([
    expiringCounts(db, today, expiringSpans),
    listRenewals(db, ["submitted", "evidenceReady"]),
    listRenewals(db, ["inAudit"]),
    listRenewals(db, ["approved", "declined"], { newestFirst: true, limit: 10 }),
    expiringSoon(db, today, soonDays),
    getAuditRate(db),
  ]);
  const row = (r: RenewalRow) => ({
    id: r.id,
    credentialId: r.credentialId,
    holder: r.holder,
    level: levels[r.level].level,
    status: r.status,
    audited: r.audited,
    sent: formatDate(r.createdAt),
  });
  return {
    messages: pageMessages(context, "renewal"),
    expiring: expiringSpans.map((days) => ({
      days,
      count: counts[days] ?? 0,
      label: formatInteger(counts[days] ?? 0, language),
    })),
    /** The spans as the chart's label states them ("30, 90, and 180"), and the list's days. */
    spansText: new Intl.ListFormat(language, { type: "conjunction" }).format(expiringSpans.map(String)),
    soonDays,
    /** The audit rate when none is set, as the rate's hint states it. */
    defaultRate: DEFAULT_AUDIT_RATE,
    toReview: toReview.map(row),
    audits: audits.map(row),
    decided: decided.map(row),
    soon: expiring.map((c) => ({
      id: c.id,
      holder: c.holder,
      level: levels[c.level].level,
      expires: formatDate(c.expiresOn),
      held: Boolean(c.held),
      open: Boolean(c.open),
    })),
    rate,
  };
}

export async function saveAuditRate(context: Context, rate: number) {
  await setAuditRate(getAppContext(context).db, rate);
  throw redirectWithFlash(context, "/admin/renewals", {
    ns: "renewal",
    key: "done.rateSaved",
    form: "auditRate",
    values: { rate },
  });
}

/** One renewal for review (/admin/renewals/:id): the snapshot, the live evidence, the audit, the credential. */
export async function renewalReview(context: Context, id: string) {
  const { db } = getAppContext(context);
  const renewal = await getRenewal(db, id);
  if (!renewal) throw data(null, { status: 404 });
  const credential = await findCredential(db, renewal.credentialId);
  if (!credential) throw data(null, { status: 404 });
  const holder = await findUserById(db, renewal.userId);
  const formatDate = formatDateFor(context);
  const language = getRequestLanguage(context);
  const hours = (tenths: number) => formatDecimal(fromTenths(tenths), language);
  const levels = levelTexts(context);
  return {
    messages: pageMessages(context, "renewal"),
    years: cpdRule.cycleYears,
    renewal: {
      id: renewal.id,
      status: renewal.status,
      audited: renewal.audited,
      /** What the review may decide now (renewal.ts): declining any open renewal, approving per the audit. */
      can: { decline: isOpenRenewal(renewal.status), approve: isApprovable(renewal) },
      auditRate: renewal.auditRate,
      auditDraw: formatInteger(renewal.auditDraw, language),
      sent: formatDate(renewal.createdAt),
      conduct: formatDate(renewal.conductConfirmedAt),
      cycleStart: formatDate(renewal.cycleStart),
      cycleEnd: formatDate(renewal.cycleEnd),
      declineReason: renewal.declineReason,
      decidedOn: renewal.decidedAt ? formatDate(renewal.decidedAt) : null,
      newValidity:
        renewal.newIssuedOn && renewal.newExpiresOn
          ? { start: formatDate(renewal.newIssuedOn), end: formatDate(renewal.newExpiresOn) }
          : null,
      progress: {
        counted: hours(renewal.countedTenths),
        required: hours(renewal.requiredTenths),
        missing: hours(Math.max(0, renewal.requiredTenths - renewal.countedTenths)),
        met: renewal.countedTenths >= renewal.requiredTenths,
        percent: Math.min(100, Math.round((renewal.countedTenths / renewal.requiredTenths) * 100)),
        categories: renewal.snapshot.categories.map((c) => ({
          category: c.category,
          logged: hours(c.loggedTenths),
          counted: hours(c.countedTenths),
          cap: c.capTenths === null ? null : hours(c.capTenths),
        })),
      },
      entries: await entriesWithEvidence(context, renewal.snapshot),
    },
    credential: {
      id: credential.id,
      holder: `${credential.givenNames} ${credential.lastName}`,
      account: holder ? holder.email : null,
      certification: levels[credential.level].certification,
      status: effectiveStatus(credential),
      expiresOn: formatDate(credential.expiresOn),
    },
  };
}
