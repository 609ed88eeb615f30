import type { RouterContextProvider } from "react-router";
import { credentialProgress } from "~/features/cpd/index.server";
import type { Credential } from "~/features/registry/index.server";
import { currentEvidence, renewalsOf, type Renewal } from "~/features/renewal/queries.server";
import { levelTexts } from "~/lib/levels/level-texts.server";
import {
  fromTenths,
  graceEndsOn,
  reinstatementEndsOn,
  renewalOpensOn,
  windowKind,
  renewalPhase,
} from "~/content/cpd-rule";
import { formatDateFor } from "~/lib/format/date-words.server";
import { formatDecimal } from "~/lib/format/format";
import { pageMessages } from "~/lib/i18n/page-messages.server";
import { isoToday } from "~/lib/format/dates";
import { getAppContext, getRequestLanguage } from "~/lib/server/app-context.server";
import { canSubmitIn, credentialStanding, isOpenRenewal, phaseFigure, type RenewalSnapshot } from "./renewal";
import { renewalFeeText } from "./renewal-actions.server";

type Context = Readonly<RouterContextProvider>;

/** The renewal that belongs to the credential's current state: open, or decided for this cycle. */
export function currentRenewal(
  renewals: readonly Renewal[],
  credential: Pick<Credential, "issuedOn" | "expiresOn">,
): Renewal | null {
  const latest = renewals[0];
  if (!latest) return null;
  if (isOpenRenewal(latest.status)) return latest;
  if (latest.status === "approved" && latest.newExpiresOn === credential.expiresOn) return latest;
  // A renewal's cycle is the counting window it was sent with (to its day of sending in grace and
  // reinstatement): a declined one is this cycle's when that window started within it.
  if (
    latest.status === "declined" &&
    latest.cycleStart >= credential.issuedOn &&
    latest.cycleStart <= credential.expiresOn
  )
    return latest;
  return null;
}

/** Snapshot entries with their evidence as it is now (evidence may be attached during an audit). */
export async function entriesWithEvidence(context: Context, snapshot: RenewalSnapshot) {
  const { db } = getAppContext(context);
  const formatDate = formatDateFor(context);
  const language = getRequestLanguage(context);
  const now = await currentEvidence(
    db,
    snapshot.entries.map((entry) => entry.id),
  );
  return snapshot.entries.map((entry) => ({
    id: entry.id,
    date: formatDate(entry.activityDate),
    category: entry.category,
    hours: formatDecimal(fromTenths(entry.hoursTenths), language),
    provider: entry.provider,
    description: entry.description,
    removed: !now.has(entry.id),
    evidenceId: now.get(entry.id) ?? null,
  }));
}
export type ShownEntry = Awaited<ReturnType<typeof entriesWithEvidence>>[number];

/** Everything the holder's renewal page shows (/account/renewal/:credentialId). */
export async function renewalPage(context: Context, credential: Credential & { userId: string }) {
  const { db } = getAppContext(context);
  const today = isoToday();
  const formatDate = formatDateFor(context);
  const language = getRequestLanguage(context);
  const hours = (tenths: number) => formatDecimal(fromTenths(tenths), language);
  const [progress, renewals] = await Promise.all([
    credentialProgress(db, credential, today),
    renewalsOf(db, credential.id),
  ]);
  const phase = renewalPhase(credential, today);
  const standing = credentialStanding(credential, today);
  const renewal = currentRenewal(renewals, credential);
  const open = renewal !== null && isOpenRenewal(renewal.status);
  return {
    messages: pageMessages(context, "renewal"),
    credential: {
      id: credential.id,
      certification: levelTexts(context)[credential.level].certification,
      expiresOn: formatDate(credential.expiresOn),
    },
    /**
     * The header: valid until its expiry, or expired on it (valid through grace when a renewal was
     * sent by then). A credential marked expired before its expiry date expired on that day.
     */
    lead: {
      standing,
      date: formatDate(
        standing === "expired" && credential.expiresOn >= today
          ? (credential.statusChangedOn ?? today)
          : credential.expiresOn,
      ),
      until: standing === "grace" && credential.renewalGraceUntil ? formatDate(credential.renewalGraceUntil) : null,
    },
    phase,
    /** The rule's figure the phase's text states (`count`). */
    phaseCount: phaseFigure(phase),
    dates: {
      opens: formatDate(renewalOpensOn(credential.expiresOn)),
      graceEnds: formatDate(graceEndsOn(credential.expiresOn)),
      until: formatDate(reinstatementEndsOn(credential.expiresOn)),
    },
    progress: {
      /** Which entries count: the cycle's, or (grace, reinstatement) those from its start to today. */
      window: windowKind(progress.cycle, phase),
      start: formatDate(progress.cycle.start),
      end: formatDate(progress.cycle.end),
      counted: hours(progress.countedTenths),
      required: hours(progress.requiredTenths),
      missing: hours(progress.missingTenths),
      met: progress.met,
      percent: Math.min(100, Math.round((progress.countedTenths / progress.requiredTenths) * 100)),
      categories: progress.categories.map((c) => ({
        category: c.category,
        logged: hours(c.loggedTenths),
        counted: hours(c.countedTenths),
        cap: c.capTenths === null ? null : hours(c.capTenths),
      })),
    },
    fee: renewalFeeText(credential.level, language),
    renewal: renewal
      ? {
          id: renewal.id,
          status: renewal.status,
          sentOn: formatDate(renewal.createdAt),
          declineReason: renewal.declineReason,
          newExpiresOn: renewal.newExpiresOn ? formatDate(renewal.newExpiresOn) : null,
          entries: renewal.status === "inAudit" ? await entriesWithEvidence(context, renewal.snapshot) : [],
        }
      : null,
    can: {
      submit: canSubmitIn(phase) && !open && renewal?.status !== "approved",
      send: progress.met,
    },
  };
}
