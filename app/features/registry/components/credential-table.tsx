import { ExternalLink } from "lucide-react";
import { useTranslation } from "~/lib/i18n/react";
import { Form, Link } from "react-router";
import { HolderLinkForm } from "~/features/registry/components/holder-link-form";
import { StatusBadge } from "~/features/registry/components/credential-status";
import { ScrollTable } from "~/features/registry/components/scroll-table";
import { Button } from "~/components/ui/button";
import { Field, SelectField, TextareaField } from "~/components/ui/field";
import { HiddenTh, TableBody, TableHead, Td, Th } from "~/components/ui/table";
import type { CredentialRow } from "~/features/registry/credentials-admin.server";
import { useFormReply } from "~/lib/forms/submission";
import { useErrorText } from "~/lib/i18n/use-error-text";
import { credentialStatuses, isFinalStatus } from "~/features/registry/registry";

/** One page of the registry, each row with its "status" form (suspend, revoke, reinstate). */
export function CredentialTable({
  credentials,
  today,
  busy,
}: {
  credentials: CredentialRow[];
  today: string;
  busy: boolean;
}) {
  const { t } = useTranslation("credentialsAdmin");
  return (
    <ScrollTable label={t("list.heading")} minWidth="60rem">
      <TableHead>
        <tr>
          <Th>{t("list.id")}</Th>
          <Th>{t("list.holder")}</Th>
          <Th>{t("list.level")}</Th>
          <Th>{t("list.dates")}</Th>
          <Th>{t("list.status")}</Th>
          <HiddenTh label={t("list.actions")} />
        </tr>
      </TableHead>
      <TableBody>
        {credentials.map((credential) => (
          <tr key={credential.id} data-credential={credential.id}>
            <Td className="font-mono whitespace-nowrap">{credential.id}</Td>
            <Td>
              <span className="block font-medium text-basalt-950">{credential.holder}</span>
              {credential.email ? <span className="block break-all text-basalt-700">{credential.email}</span> : null}
              {credential.account ? (
                <span className="mt-1 block text-xs break-all text-mineral-800">
                  {t("holder.linkedShort", { email: credential.account.email })}
                </span>
              ) : null}
            </Td>
            <Td>{credential.level}</Td>
            <Td className="whitespace-nowrap tabular-nums">
              {credential.issuedOn}
              <br />
              {credential.expiresOn}
              {credential.validityReason ? (
                <span className="mt-1 block max-w-48 text-xs whitespace-normal text-basalt-700">
                  {t("list.validityReason", { reason: credential.validityReason })}
                </span>
              ) : null}
            </Td>
            <Td>
              <StatusBadge status={credential.status} label={t(`statuses.${credential.status}`)} />
              {credential.reason ? (
                <span className="mt-1 block max-w-48 text-xs text-basalt-700">
                  {credential.reason}
                  {credential.changedOn ? ` (${t("list.since", { date: credential.changedOn })})` : ""}
                </span>
              ) : null}
            </Td>
            <Td className="min-w-56">
              {isFinalStatus(credential.stored) ? (
                <p className="text-sm text-basalt-700" data-testid="revoked-final">
                  {t("change.revokedFinal")}
                </p>
              ) : (
                <StatusForm credential={credential} today={today} busy={busy} />
              )}
              <HolderLinkForm id={credential.id} account={credential.account} busy={busy} />
              <Link
                to={`/partners/verify?${new URLSearchParams({ id: credential.id, name: credential.holder.split(" ").slice(-1)[0] ?? "" })}`}
                aria-label={t("list.verifyLabel", { id: credential.id })}
                className="mt-2 inline-flex items-center gap-1 text-sm text-basalt-700 underline underline-offset-4"
              >
                <ExternalLink aria-hidden className="size-3.5" />
                {t("list.verify")}
              </Link>
            </Td>
          </tr>
        ))}
      </TableBody>
    </ScrollTable>
  );
}

/** The "status" form of one row, open when its last post was refused. */
function StatusForm({ credential, today, busy }: { credential: CredentialRow; today: string; busy: boolean }) {
  const { t } = useTranslation("credentialsAdmin");
  const err = useErrorText("credentialsAdmin");
  const reply = useFormReply("status");
  const mine = reply.values.id === credential.id;
  const errors = mine ? reply.fieldErrors : null;
  const values = mine ? reply.values : {};
  return (
    <details open={errors ? true : undefined} className="group">
      <summary
        aria-label={t("change.openLabel", { id: credential.id })}
        className="cursor-pointer font-medium text-mineral-800 underline underline-offset-4"
      >
        {t("change.open")}
      </summary>
      <Form method="post" preventScrollReset className="mt-3 grid gap-3" noValidate>
        <input type="hidden" name="intent" value="status" />
        <input type="hidden" name="id" value={credential.id} />
        <SelectField
          label={t("change.status")}
          error={err(errors?.status)}
          options={credentialStatuses.map((status) => ({ value: status, label: t(`statuses.${status}`) }))}
          selectProps={{
            id: `status-${credential.id}`,
            name: "status",
            defaultValue: values.status ?? credential.stored,
            className: "h-9 text-sm",
          }}
        />
        <TextareaField
          label={t("change.reason")}
          hint={t("change.reasonHint")}
          error={err(errors?.reason)}
          textareaProps={{
            id: `reason-${credential.id}`,
            name: "reason",
            rows: 2,
            maxLength: 500,
            defaultValue: values.reason,
            className: "min-h-16 text-sm",
          }}
        />
        <Field
          label={t("change.date")}
          error={err(errors?.changedOn)}
          inputProps={{
            id: `date-${credential.id}`,
            name: "changedOn",
            type: "date",
            defaultValue: values.changedOn ?? today,
            className: "h-9 text-sm",
          }}
        />
        <Button type="submit" size="sm" className="justify-self-start" disabled={busy}>
          {t("change.submit")}
        </Button>
      </Form>
    </details>
  );
}
