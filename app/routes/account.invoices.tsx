import { CreditCard, FileDown, Landmark } from "lucide-react";
import { Form, useSearchParams } from "react-router";
import type { Route } from "./+types/account.invoices";
import { FormAlert, StatusNotice } from "~/components/forms/form-status";
import { PageHeader } from "~/components/page-header";
import { PageMeta } from "~/components/page-meta";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { EmptyState } from "~/components/ui/empty-state";
import { requireUser } from "~/features/auth/index.server";
import { accountInvoiceForms } from "~/features/payments";
import { accountInvoicesPage, payByCard } from "~/features/payments/index.server";
import { useFormReply } from "~/lib/forms/submission";
import { parseForm, refuse } from "~/lib/forms/submission.server";
import { privateFormHeaders } from "~/lib/http/route-headers";
import { usePageMessages } from "~/lib/i18n/page-messages";
import { useTranslation } from "~/lib/i18n/react";
import { useErrorText } from "~/lib/i18n/use-error-text";

export const headers = privateFormHeaders;

export async function loader({ request, context }: Route.LoaderArgs) {
  return accountInvoicesPage(context, await requireUser(request, context));
}

export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireUser(request, context);
  const form = await request.formData();
  const parsed = parseForm(form, accountInvoiceForms);
  if (!parsed.ok) return refuse(parsed.reply);
  return payByCard(context, user, parsed.value.invoiceId, form);
}

const tone = { open: "sulphur", paid: "mineral", refunded: "neutral", void: "neutral" } as const;

export default function MyInvoices({ loaderData }: Route.ComponentProps) {
  usePageMessages("payments", loaderData.messages);
  const { t } = useTranslation("payments");
  const err = useErrorText("payments");
  const reply = useFormReply("payByCard");
  const [search] = useSearchParams();
  const checkout = search.get("checkout");
  const { invoices, cards } = loaderData;
  return (
    <main id="main">
      <PageMeta title={t("meta.accountTitle")} description={t("meta.accountDescription")} />
      <PageHeader title={t("account.title")} lead={t("account.lead")} />
      <div className="mx-auto grid max-w-4xl gap-6 px-4 py-10 sm:px-6 lg:px-8">
        {checkout === "success" ? <StatusNotice>{t("checkout.success")}</StatusNotice> : null}
        {checkout === "cancelled" ? <StatusNotice>{t("checkout.cancelled")}</StatusNotice> : null}
        <FormAlert message={err(reply.formError)} />
        {invoices.length === 0 ? <EmptyState message={t("account.empty")} /> : null}
        <ul className="grid gap-4">
          {invoices.map((invoice) => (
            <li key={invoice.id}>
              <Card className="grid gap-4 p-5" data-testid="invoice">
                <div className="flex flex-wrap items-start justify-between gap-3">
                  <div>
                    <h2 className="text-lg font-semibold text-basalt-950">
                      {t("account.number", { number: invoice.number })}
                    </h2>
                    <p className="text-sm text-basalt-700">
                      <time dateTime={invoice.issuedIso}>{t("account.issued", { date: invoice.issued })}</time>
                      {" · "}
                      {invoice.status === "open"
                        ? t("account.due", { date: invoice.due })
                        : invoice.paid
                          ? t("account.paidOn", { date: invoice.paid })
                          : null}
                    </p>
                  </div>
                  <Badge tone={tone[invoice.status]} data-testid="invoice-status">
                    {invoice.refund && invoice.refund.status !== "done"
                      ? t(`refundStatus.${invoice.refund.status}`)
                      : t(`status.${invoice.status}`)}
                  </Badge>
                </div>
                <dl className="grid gap-1 sm:grid-cols-[1fr_auto]">
                  {invoice.lines.map((line) => (
                    <div key={line.text} className="contents">
                      <dt className="text-basalt-800">{line.text}</dt>
                      <dd className="font-medium tabular-nums text-basalt-950 sm:text-right">{line.amount}</dd>
                    </div>
                  ))}
                  <dt className="font-semibold text-basalt-950">{t("account.total")}</dt>
                  <dd className="font-semibold tabular-nums text-basalt-950 sm:text-right">{invoice.total}</dd>
                </dl>
                {invoice.status === "open" ? (
                  <div className="grid gap-2 rounded-md bg-steam-100 p-4 text-sm text-basalt-800">
                    <p>{cards ? t("account.cardAvailable") : t("account.cardUnavailable")}</p>
                    <p className="flex items-start gap-2 font-medium">
                      <Landmark aria-hidden className="mt-0.5 size-4 shrink-0" />
                      <span>
                        {t("account.bankHeading")}: {invoice.bankDetails} ·{" "}
                        {t("account.bankReference", { number: invoice.number })}
                      </span>
                    </p>
                  </div>
                ) : null}
                <div className="flex flex-wrap gap-3">
                  <Button asChild variant="secondary" size="sm">
                    <a href={`/account/invoices/${invoice.id}.pdf`} download>
                      <FileDown aria-hidden />
                      {t("account.pdf")}
                    </a>
                  </Button>
                  {invoice.canPay ? (
                    <Form method="post">
                      <input type="hidden" name="intent" value="payByCard" />
                      <input type="hidden" name="invoiceId" value={invoice.id} />
                      <Button type="submit" size="sm">
                        <CreditCard aria-hidden />
                        {t("account.payByCard", { amount: invoice.total })}
                      </Button>
                    </Form>
                  ) : null}
                </div>
              </Card>
            </li>
          ))}
        </ul>
        <p className="text-sm text-basalt-700">{t("rule.refund", { share: loaderData.refundShare })}</p>
      </div>
    </main>
  );
}
