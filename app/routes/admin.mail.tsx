import { RotateCw } from "lucide-react";
import { useTranslation } from "~/lib/i18n/react";
import { Link, useActionData } from "react-router";
import { z } from "zod";
import type { Route } from "./+types/admin.mail";
import { AdminHeading, RowActionForm, mailForms } from "~/features/admin";
import { samePage } from "~/lib/http/paths";
import { PageMeta } from "~/components/page-meta";
import { Badge } from "~/components/ui/badge";
import { Card } from "~/components/ui/card";
import { EmptyOr } from "~/components/ui/empty-state";
import { FormAlert, FormSuccess } from "~/components/forms/form-status";
import { SegmentedLinks } from "~/components/ui/segmented-links";
import { HiddenTh, Table, TableBody, TableHead, Td, Th } from "~/components/ui/table";
import { listRecentMail, mailOutboxCounts, retryFailedMail } from "~/lib/mail/outbox-queries.server";
import type { MailStatus } from "~/db/schema";
import { getAppContext, getRequestLanguage } from "~/lib/server/app-context.server";
import { requireRole } from "~/features/auth/index.server";
import { formReply } from "~/lib/forms/submission";
import { parseForm, refuse, refuseForm } from "~/lib/forms/submission.server";
import { redirectWithFlash } from "~/lib/forms/flash.server";
import { formatDateFor } from "~/lib/format/date-words.server";
import { formatInteger } from "~/lib/format/format";

const statuses = ["pending", "failed", "sent"] as const satisfies readonly MailStatus[];

const querySchema = z.object({ status: z.enum(statuses).optional().catch(undefined) });

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireRole(request, context, ["admin"]);
  const { db } = getAppContext(context);
  const language = getRequestLanguage(context);
  const query = querySchema.parse(Object.fromEntries(new URL(request.url).searchParams));
  const [counts, rows] = await Promise.all([mailOutboxCounts(db), listRecentMail(db, { status: query.status })]);
  const formatDate = formatDateFor(context);
  // Date in the admin's language, time of day in UTC (like the job-scraping run log).
  const when = (value: Date) => `${formatDate(value)} ${value.toISOString().slice(11, 16)} UTC`;
  return {
    status: query.status ?? "",
    counts: statuses.map((status) => ({ status, value: formatInteger(counts[status], language) })),
    // Recipient and subject only: the bodies stay in the outbox (and are dropped once sent).
    mails: rows.map((row) => ({
      id: row.id,
      to: row.to,
      subject: row.subject,
      // Staff notices have no language of their own: they are written in English.
      language: row.language ?? "en",
      status: row.status,
      attempts: formatInteger(row.attempts, language),
      queued: when(row.createdAt),
      sentAt: row.sentAt ? when(row.sentAt) : null,
      nextAttempt: row.status === "pending" && row.attempts > 0 ? when(row.nextAttemptAt) : null,
      lastError: row.lastError,
    })),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  await requireRole(request, context, ["admin"]);
  const form = await request.formData();
  const parsed = parseForm(form, mailForms);
  if (!parsed.ok) return refuse(parsed.reply);
  switch (parsed.value.intent) {
    case "retry":
      return retryMail(request, context, form, parsed.value);
  }
}

/** Queues a failed mail again and wakes the sender. */
async function retryMail(
  request: Request,
  context: Route.ActionArgs["context"],
  form: FormData,
  { id, to }: { id: string; to: string },
) {
  const { db, mailer } = getAppContext(context);
  if (!(await retryFailedMail(db, id))) return refuseForm(form, "mail.notFailed", { status: 409 });
  mailer.wake?.();
  throw redirectWithFlash(context, samePage(request), {
    ns: "admin",
    key: "mail.retried",
    values: { to },
    form: "retry",
  });
}

const tones = { pending: "sulphur", failed: "magma", sent: "mineral" } as const;

export default function AdminMail({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("admin");
  const actionData = useActionData<typeof action>();
  const say = (key: string | undefined) => (key ? (t as unknown as (key: string) => string)(key) : null);
  return (
    <>
      <PageMeta title={t("meta.mailTitle")} />
      <AdminHeading title={t("mail.heading")} text={t("mail.text")} />
      <p className="mt-2">
        <Link to="/admin/mail/templates" className="font-medium text-mineral-800 underline underline-offset-4">
          {t("mail.templatesLink")}
        </Link>
      </p>
      <FormSuccess form="retry" className="mt-4" />
      <FormAlert message={say(formReply(actionData, "retry").formError)} className="mt-4" />
      <section aria-label={t("mail.countsLabel")} className="mt-6">
        <ul className="grid gap-4 sm:grid-cols-3">
          {loaderData.counts.map((count) => (
            <li key={count.status}>
              <Card className="flex flex-col gap-1">
                <p className="text-sm font-medium text-basalt-700">{t(`mail.${count.status}`)}</p>
                <p className="text-3xl font-bold text-basalt-950 tabular-nums">{count.value}</p>
              </Card>
            </li>
          ))}
        </ul>
      </section>
      <div className="mt-6">
        <SegmentedLinks
          label={t("mail.filterLabel")}
          items={(["", ...statuses] as const).map((status) => ({
            key: status || "all",
            to: status ? `/admin/mail?status=${status}` : "/admin/mail",
            label: status ? t(`mail.${status}`) : t("mail.all"),
            current: loaderData.status === status,
          }))}
        />
      </div>
      <EmptyOr empty={loaderData.mails.length === 0} message={t("mail.empty")} className="mt-6">
        <Table minWidth="52rem">
          <TableHead>
            <tr>
              <Th>{t("mail.message")}</Th>
              <Th>{t("mail.status")}</Th>
              <Th>{t("mail.attempts")}</Th>
              <Th>{t("mail.queued")}</Th>
              <Th>{t("mail.lastError")}</Th>
              <HiddenTh label={t("mail.actions")} />
            </tr>
          </TableHead>
          <TableBody>
            {loaderData.mails.map((mail) => (
              <tr key={mail.id}>
                <Td>
                  <span className="block font-medium break-all text-basalt-950">{mail.to}</span>
                  <span lang={mail.language} className="block text-basalt-700">
                    {mail.subject}
                  </span>
                </Td>
                <Td>
                  <Badge tone={tones[mail.status]}>{t(`mail.${mail.status}`)}</Badge>
                  {mail.sentAt ? (
                    <span className="mt-1 block text-sm text-basalt-700">
                      {t("mail.sentAt", { time: mail.sentAt })}
                    </span>
                  ) : null}
                  {mail.nextAttempt ? (
                    <span className="mt-1 block text-sm text-basalt-700">
                      {t("mail.nextAttempt", { time: mail.nextAttempt })}
                    </span>
                  ) : null}
                </Td>
                <Td className="tabular-nums">{mail.attempts}</Td>
                <Td className="whitespace-nowrap">{mail.queued}</Td>
                <Td className="max-w-xs text-sm break-words text-basalt-700">
                  {/* The mail server's own words, in English. */}
                  {mail.lastError ? <span lang="en">{mail.lastError}</span> : null}
                </Td>
                <Td className="text-right">
                  {mail.status === "failed" ? (
                    <RowActionForm
                      fields={{ intent: "retry", id: mail.id, to: mail.to }}
                      label={`${t("mail.retry")} — ${t("mail.retryLabel", { to: mail.to })}`}
                    >
                      <RotateCw aria-hidden />
                      {t("mail.retry")}
                    </RowActionForm>
                  ) : null}
                </Td>
              </tr>
            ))}
          </TableBody>
        </Table>
      </EmptyOr>
    </>
  );
}
