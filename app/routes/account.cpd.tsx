import { FileDown, FileSpreadsheet } from "lucide-react";
import type { Route } from "./+types/account.cpd";
import {
  EntriesTable,
  RuleSummary,
  DeleteEntryForm,
  EntryForm,
  CredentialProgress,
  cpdLedgerForms,
  canKeepLedger,
} from "~/features/cpd";
import { PageHeader } from "~/components/page-header";
import { PageMeta } from "~/components/page-meta";
import { Button } from "~/components/ui/button";
import { certifications } from "~/content/certifications";
import { requireUser } from "~/features/auth/index.server";
import { ensure } from "~/features/auth";
import { levelTexts } from "~/lib/levels/level-texts.server";
import { addEntry, deleteEntry, editEntry, ledgerPage, readLedgerPost } from "~/features/cpd/index.server";
import { cpdRule, countsFromLastRenewal, windowKind } from "~/content/cpd-rule";
import { formatDateFor } from "~/lib/format/date-words.server";
import { parseForm, refuse } from "~/lib/forms/submission.server";
import { privateFormHeaders } from "~/lib/http/route-headers";
import { useTranslation } from "~/lib/i18n/react";
import { usePageMessages } from "~/lib/i18n/page-messages";
import { pageMessages } from "~/lib/i18n/page-messages.server";

/** A member's own ledger with a per-render form key: never cached (docs/guides/cache.md). */
export const headers = privateFormHeaders;

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireUser(request, context);
  ensure(canKeepLedger(user));
  const page = await ledgerPage(context, user, new URL(request.url));
  const date = formatDateFor(context);
  const levels = levelTexts(context);
  return {
    messages: pageMessages(context, "cpd"),
    ...page,
    entries: page.entries.map((entry) => ({ ...entry, dateText: date(entry.activityDate) })),
    credentials: page.credentials.map((credential) => ({
      id: credential.id,
      name: levels[credential.level].certification,
      letters: certifications.find((c) => c.key === credential.level)?.credential ?? "",
      start: date(credential.progress.cycle.start),
      end: date(credential.progress.cycle.end),
      expiresOn: date(credential.expiresOn),
      window: windowKind(credential.progress.cycle, credential.phase),
      afterRenewal: countsFromLastRenewal(credential.progress.cycle, credential.issuedOn),
      ...credential.progress,
    })),
    levels: certifications.map((c) => ({
      key: c.key,
      name: levels[c.key].certification,
      hours: cpdRule.hoursPerCycle[c.key],
    })),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireUser(request, context);
  ensure(canKeepLedger(user));
  const { form, tooLarge } = await readLedgerPost(request);
  const parsed = parseForm(form, cpdLedgerForms);
  if (!parsed.ok) {
    if (tooLarge) parsed.reply.fieldErrors.evidence = "errors.fileTooLarge";
    return refuse(parsed.reply, { status: tooLarge ? 413 : 400 });
  }
  switch (parsed.value.intent) {
    case "add":
      return addEntry(context, user, form, parsed.value, tooLarge);
    case "edit":
      return editEntry(context, user, form, parsed.value, tooLarge);
    case "delete":
      return deleteEntry(context, user, form, parsed.value);
  }
}

export default function CpdLedger({ loaderData }: Route.ComponentProps) {
  usePageMessages("cpd", loaderData.messages);
  const { t } = useTranslation("cpd");
  const { credentials, entries, editing } = loaderData;
  return (
    <main id="main">
      <PageMeta title={t("meta.title")} description={t("meta.description")} />
      <PageHeader title={t("header.title")} lead={t("header.lead")} trail={[[t("header.account"), "/account"]]} />
      <div className="mx-auto grid max-w-6xl gap-12 px-4 py-10 sm:px-6 lg:px-8">
        <section aria-labelledby="progress-heading" className="grid gap-6">
          <h2 id="progress-heading" className="text-2xl font-semibold text-basalt-950">
            {t("progress.heading")}
          </h2>
          {credentials.length === 0 ? (
            <p className="max-w-prose text-basalt-800">{t("progress.none")}</p>
          ) : (
            <div className="grid gap-6 xl:grid-cols-2">
              {credentials.map((credential) => (
                <CredentialProgress key={credential.id} credential={credential} />
              ))}
            </div>
          )}
        </section>

        <section aria-labelledby="form-heading" className="grid gap-6 lg:grid-cols-[1fr_18rem]">
          <div className="grid gap-4 rounded-[var(--radius-card)] border border-basalt-200 bg-white p-5 sm:p-6">
            <h2 id="form-heading" className="text-2xl font-semibold text-basalt-950">
              {editing ? t("form.editHeading") : t("form.addHeading")}
            </h2>
            <EntryForm
              // A new form after each stored post (a fresh key per render): the typed values do not linger.
              key={editing?.id ?? loaderData.submission}
              editing={editing}
              latestDate={loaderData.latestDate}
              submission={loaderData.submission}
            />
          </div>
          <div className="grid content-start gap-4">
            {editing ? <DeleteEntryForm id={editing.id} /> : null}
            <section
              aria-labelledby="export-heading"
              className="grid gap-3 rounded-[var(--radius-card)] border border-basalt-200 bg-steam-100 p-4"
            >
              <h2 id="export-heading" className="text-lg font-semibold text-basalt-950">
                {t("export.heading")}
              </h2>
              <p className="text-sm text-basalt-800">{t("export.text")}</p>
              <div className="flex flex-wrap gap-2">
                <Button asChild variant="secondary" size="sm">
                  <a href="/account/cpd/export.csv" download>
                    <FileSpreadsheet aria-hidden />
                    {t("export.csv")}
                  </a>
                </Button>
                <Button asChild variant="secondary" size="sm">
                  <a href="/account/cpd/export.pdf" download>
                    <FileDown aria-hidden />
                    {t("export.pdf")}
                  </a>
                </Button>
              </div>
            </section>
          </div>
        </section>

        <section aria-labelledby="entries-heading" className="grid gap-4">
          <h2 id="entries-heading" className="text-2xl font-semibold text-basalt-950">
            {t("entries.heading")}
          </h2>
          <EntriesTable entries={entries} />
        </section>

        <section aria-labelledby="rule-heading" className="grid gap-4">
          <h2 id="rule-heading" className="text-2xl font-semibold text-basalt-950">
            {t("rule.heading")}
          </h2>
          <RuleSummary levels={loaderData.levels} />
        </section>
      </div>
    </main>
  );
}
