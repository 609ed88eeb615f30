import { FileDown } from "lucide-react";
import { Form } from "react-router";
import type { Route } from "./+types/staff.payments";
import { FormAlert, FormSuccess } from "~/components/forms/form-status";
import { PageHeader } from "~/components/page-header";
import { PageMeta } from "~/components/page-meta";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { EmptyState } from "~/components/ui/empty-state";
import { Field } from "~/components/ui/field";
import { ensure } from "~/features/auth";
import { requireUser } from "~/features/auth/index.server";
import { canRecordPayments, staffPaymentForms } from "~/features/payments";
import { recordPaymentFor, refundPaidFor, staffPaymentsPage } from "~/features/payments/index.server";
import { formReply, useFormReply } from "~/lib/forms/submission";
import { parseForm, refuse } from "~/lib/forms/submission.server";
import { privateFormHeaders } from "~/lib/http/route-headers";
import { usePageMessages } from "~/lib/i18n/page-messages";
import { useTranslation } from "~/lib/i18n/react";
import { useErrorText } from "~/lib/i18n/use-error-text";
import { useActionData } from "react-router";

export const headers = privateFormHeaders;

export async function loader({ request, context }: Route.LoaderArgs) {
  return staffPaymentsPage(context, await requireUser(request, context));
}

export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireUser(request, context);
  ensure(canRecordPayments(user));
  const form = await request.formData();
  const parsed = parseForm(form, staffPaymentForms);
  if (!parsed.ok) return refuse(parsed.reply);
  switch (parsed.value.intent) {
    case "recordPayment":
      return recordPaymentFor(context, user, parsed.value, form);
    case "refundPaid":
      return refundPaidFor(context, user, parsed.value, form);
  }
}

export default function StaffPayments({ loaderData }: Route.ComponentProps) {
  usePageMessages("payments", loaderData.messages);
  const { t } = useTranslation("payments");
  const err = useErrorText("payments");
  const actionData = useActionData();
  const recordReply = formReply(actionData, "recordPayment");
  const refundReply = useFormReply("refundPaid");
  const { open, refundsOwed, today } = loaderData;
  return (
    <main id="main">
      <PageMeta title={t("meta.staffTitle")} />
      <PageHeader title={t("staff.title")} lead={t("staff.lead")} />
      <div className="mx-auto grid max-w-5xl gap-10 px-4 py-10 sm:px-6 lg:px-8">
        <FormSuccess form="staffPayments" />
        <section aria-labelledby="open-heading" className="grid gap-4">
          <h2 id="open-heading" className="text-2xl font-bold text-basalt-950">
            {t("staff.openHeading")}
          </h2>
          {open.length === 0 ? <EmptyState message={t("staff.openEmpty")} /> : null}
          <ul className="grid gap-4">
            {open.map((invoice) => {
              const reply = recordReply.values.invoiceId === invoice.id ? recordReply : null;
              return (
                <li key={invoice.id}>
                  <Card className="grid gap-4 p-5" data-testid="open-invoice">
                    <div className="flex flex-wrap items-start justify-between gap-3">
                      <div>
                        <h3 className="text-lg font-semibold text-basalt-950">{invoice.number}</h3>
                        <p className="text-sm text-basalt-700">
                          {invoice.payer} · {invoice.issued} · {invoice.lines.map((line) => line.text).join("; ")}
                        </p>
                      </div>
                      <p className="text-lg font-semibold tabular-nums text-basalt-950">{invoice.total}</p>
                    </div>
                    <Form method="post" className="grid gap-3 sm:grid-cols-[1fr_12rem_auto] sm:items-end">
                      <input type="hidden" name="intent" value="recordPayment" />
                      <input type="hidden" name="invoiceId" value={invoice.id} />
                      <FormAlert message={reply ? err(reply.formError) : undefined} className="sm:col-span-3" />
                      <Field
                        label={t("staff.reference")}
                        error={reply ? err(reply.fieldErrors.reference) : undefined}
                        inputProps={{
                          name: "reference",
                          id: `reference-${invoice.id}`,
                          required: true,
                          maxLength: 100,
                          defaultValue: reply?.values.reference ?? "",
                        }}
                      />
                      <Field
                        label={t("staff.paidOn")}
                        error={reply ? err(reply.fieldErrors.paidOn) : undefined}
                        inputProps={{
                          name: "paidOn",
                          id: `paid-on-${invoice.id}`,
                          type: "date",
                          required: true,
                          max: today,
                          defaultValue: reply?.values.paidOn ?? today,
                        }}
                      />
                      <Button type="submit">{t("staff.record")}</Button>
                    </Form>
                  </Card>
                </li>
              );
            })}
          </ul>
        </section>
        <section aria-labelledby="refunds-heading" className="grid gap-4">
          <h2 id="refunds-heading" className="text-2xl font-bold text-basalt-950">
            {t("staff.refundsHeading")}
          </h2>
          {refundsOwed.length === 0 ? <EmptyState message={t("staff.refundsEmpty")} /> : null}
          <ul className="grid gap-4">
            {refundsOwed.map((invoice) => {
              const reply = refundReply.values.invoiceId === invoice.id ? refundReply : null;
              return (
                <li key={invoice.id}>
                  <Card className="grid gap-4 p-5">
                    <div className="flex flex-wrap items-start justify-between gap-3">
                      <div>
                        <h3 className="text-lg font-semibold text-basalt-950">{invoice.number}</h3>
                        <p className="text-sm text-basalt-700">
                          {invoice.payer} ·{" "}
                          {invoice.refund
                            ? t("staff.refundOf", {
                                amount: invoice.refund.amount,
                                reason: t(`refundReasons.${invoice.refund.reason}`),
                              })
                            : null}
                        </p>
                      </div>
                      <a
                        href={`/account/invoices/${invoice.id}.pdf`}
                        className="inline-flex items-center gap-1 text-sm font-medium text-mineral-800 underline underline-offset-4"
                      >
                        <FileDown aria-hidden className="size-4" />
                        {t("staff.pdf")} {invoice.number}
                      </a>
                    </div>
                    <Form method="post" className="grid gap-3 sm:grid-cols-[1fr_auto] sm:items-end">
                      <input type="hidden" name="intent" value="refundPaid" />
                      <input type="hidden" name="invoiceId" value={invoice.id} />
                      <FormAlert message={reply ? err(reply.formError) : undefined} className="sm:col-span-2" />
                      <Field
                        label={t("staff.refundReference")}
                        error={reply ? err(reply.fieldErrors.reference) : undefined}
                        inputProps={{
                          name: "reference",
                          id: `refund-reference-${invoice.id}`,
                          required: true,
                          maxLength: 100,
                        }}
                      />
                      <Button type="submit" variant="secondary">
                        {t("staff.markRefunded")}
                      </Button>
                    </Form>
                  </Card>
                </li>
              );
            })}
          </ul>
        </section>
      </div>
    </main>
  );
}
