import { Form, Link, useNavigation } from "react-router";
import type { Route } from "./+types/admin.renewals";
import { AdminHeading } from "~/features/admin";
import { FormSuccess } from "~/components/forms/form-status";
import { PageMeta } from "~/components/page-meta";
import { ExpiringChart, renewalStatusTone, canReviewRenewals, auditRateForms } from "~/features/renewal";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { Field } from "~/components/ui/field";
import { HiddenTh, Table, TableBody, TableHead, Td, Th } from "~/components/ui/table";
import { requireUser } from "~/features/auth/index.server";
import { ensure } from "~/features/auth";
import { useFormReply } from "~/lib/forms/submission";
import { parseForm, refuse } from "~/lib/forms/submission.server";
import { usePageMessages } from "~/lib/i18n/page-messages";
import { useTranslation } from "~/lib/i18n/react";
import { useErrorText } from "~/lib/i18n/use-error-text";
import { renewalsDashboard, saveAuditRate } from "~/features/renewal/index.server";

export async function loader({ request, context }: Route.LoaderArgs) {
  ensure(canReviewRenewals(await requireUser(request, context)));
  return renewalsDashboard(context);
}

export async function action({ request, context }: Route.ActionArgs) {
  ensure(canReviewRenewals(await requireUser(request, context)));
  const form = await request.formData();
  const parsed = parseForm(form, auditRateForms);
  if (!parsed.ok) return refuse(parsed.reply);
  switch (parsed.value.intent) {
    case "auditRate":
      return saveAuditRate(context, parsed.value.rate);
  }
}

type Row = Awaited<ReturnType<typeof loader>>["toReview"][number];

function RenewalTable({ rows, label }: { rows: Row[]; label: string }) {
  const { t } = useTranslation("renewal");
  if (rows.length === 0) return <p className="text-basalt-700">{t("admin.none")}</p>;
  return (
    <Table minWidth="40rem" aria-label={label}>
      <TableHead>
        <tr>
          <Th>{t("admin.columns.credential")}</Th>
          <Th>{t("admin.columns.holder")}</Th>
          <Th>{t("admin.columns.sent")}</Th>
          <Th>{t("admin.columns.status")}</Th>
          <Th>{t("admin.columns.audit")}</Th>
          <HiddenTh label={t("admin.open")} />
        </tr>
      </TableHead>
      <TableBody>
        {rows.map((row) => (
          <tr key={row.id}>
            <Td className="font-mono whitespace-nowrap">{row.credentialId}</Td>
            <Td>
              <span className="block">{row.holder}</span>
              <span className="block text-basalt-700">{row.level}</span>
            </Td>
            <Td className="whitespace-nowrap">{row.sent}</Td>
            <Td>
              <Badge tone={renewalStatusTone[row.status]}>{t(`admin.statuses.${row.status}`)}</Badge>
            </Td>
            <Td>{row.audited ? t("admin.sampled") : t("admin.notSampled")}</Td>
            <Td className="text-right">
              <Link
                to={`/admin/renewals/${row.id}`}
                aria-label={t("admin.openLabel", { id: row.credentialId })}
                className="font-medium text-mineral-800 underline underline-offset-4"
              >
                {t("admin.open")}
              </Link>
            </Td>
          </tr>
        ))}
      </TableBody>
    </Table>
  );
}

export default function AdminRenewals({ loaderData }: Route.ComponentProps) {
  usePageMessages("renewal", loaderData.messages);
  const { t } = useTranslation("renewal");
  const err = useErrorText("renewal");
  const reply = useFormReply("auditRate");
  const navigation = useNavigation();
  return (
    <>
      <PageMeta title={t("meta.adminTitle")} />
      <AdminHeading title={t("admin.heading")} text={t("admin.lead")} />
      <section aria-labelledby="expiring-heading" className="mt-8 grid gap-4">
        <h3 id="expiring-heading" className="text-xl font-semibold text-basalt-950">
          {t("admin.expiringHeading")}
        </h3>
        <ExpiringChart spans={loaderData.expiring} spansText={loaderData.spansText} />
      </section>
      <section aria-labelledby="review-heading" className="mt-10 grid gap-4">
        <h3 id="review-heading" className="text-xl font-semibold text-basalt-950">
          {t("admin.toReview")}
        </h3>
        <RenewalTable rows={loaderData.toReview} label={t("admin.toReview")} />
      </section>
      <section aria-labelledby="audits-heading" className="mt-10 grid gap-4">
        <h3 id="audits-heading" className="text-xl font-semibold text-basalt-950">
          {t("admin.audits")}
        </h3>
        <RenewalTable rows={loaderData.audits} label={t("admin.audits")} />
      </section>
      <section aria-labelledby="decided-heading" className="mt-10 grid gap-4">
        <h3 id="decided-heading" className="text-xl font-semibold text-basalt-950">
          {t("admin.decided")}
        </h3>
        <RenewalTable rows={loaderData.decided} label={t("admin.decided")} />
      </section>
      <section aria-labelledby="soon-heading" className="mt-10 grid gap-4">
        <h3 id="soon-heading" className="text-xl font-semibold text-basalt-950">
          {t("admin.expiringList", { count: loaderData.soonDays })}
        </h3>
        {loaderData.soon.length === 0 ? (
          <p className="text-basalt-700">{t("admin.none")}</p>
        ) : (
          <Table minWidth="32rem" aria-label={t("admin.expiringList", { count: loaderData.soonDays })}>
            <TableHead>
              <tr>
                <Th>{t("admin.columns.credential")}</Th>
                <Th>{t("admin.columns.holder")}</Th>
                <Th>{t("admin.columns.expires")}</Th>
                <Th>{t("admin.columns.status")}</Th>
              </tr>
            </TableHead>
            <TableBody>
              {loaderData.soon.map((row) => (
                <tr key={row.id}>
                  <Td className="font-mono whitespace-nowrap">{row.id}</Td>
                  <Td>
                    <span className="block">{row.holder}</span>
                    <span className="block text-basalt-700">{row.level}</span>
                  </Td>
                  <Td className="whitespace-nowrap">{row.expires}</Td>
                  <Td>{row.open ? t("admin.renewalOpen") : row.held ? t("admin.held") : t("admin.unheld")}</Td>
                </tr>
              ))}
            </TableBody>
          </Table>
        )}
      </section>
      <Card className="mt-10 max-w-xl">
        <h3 className="text-xl font-semibold text-basalt-950">{t("admin.rateHeading")}</h3>
        <FormSuccess form="auditRate" className="mt-3" />
        <Form method="post" className="mt-4 grid gap-4">
          <input type="hidden" name="intent" value="auditRate" />
          <Field
            label={t("admin.rateLabel")}
            hint={t("admin.rateHint", { rate: loaderData.defaultRate })}
            error={err(reply.fieldErrors.rate)}
            inputProps={{
              name: "rate",
              type: "number",
              min: 0,
              max: 100,
              step: 1,
              required: true,
              defaultValue: reply.values.rate ?? String(loaderData.rate),
              className: "max-w-32",
            }}
          />
          <Button type="submit" className="justify-self-start" disabled={navigation.state === "submitting"}>
            {t("admin.rateSave")}
          </Button>
        </Form>
      </Card>
    </>
  );
}
