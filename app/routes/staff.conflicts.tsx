import { Form } from "react-router";
import type { Route } from "./+types/staff.conflicts";
import { useTranslation } from "~/lib/i18n/react";
import { PageMeta } from "~/components/page-meta";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { EmptyOr } from "~/components/ui/empty-state";
import { Field, TextareaField } from "~/components/ui/field";
import { HiddenTh, Table, TableBody, TableHead, Td, Th } from "~/components/ui/table";
import { FormAlert, FormSuccess } from "~/components/forms/form-status";
import { AdminHeading, RowActionForm } from "~/features/admin";
import { ensure } from "~/features/auth";
import { requireUser } from "~/features/auth/index.server";
import { canDeclareConflicts, canSeeAllConflicts, conflictForms } from "~/features/staff";
import { declareConflictAction, standingConflicts, withdrawConflictAction } from "~/features/staff/index.server";
import { formatDateFor } from "~/lib/format/date-words.server";
import { useFormReply } from "~/lib/forms/submission";
import { parseForm, refuse } from "~/lib/forms/submission.server";
import { privateFormHeaders } from "~/lib/http/route-headers";
import { useErrorText } from "~/lib/i18n/use-error-text";
import { getAppContext } from "~/lib/server/app-context.server";

export const headers = privateFormHeaders;

/** /staff/conflicts: one's declared conflicts of interest (decision 040); admins see everyone's too. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const me = await requireUser(request, context);
  ensure(canDeclareConflicts(me));
  const { db } = getAppContext(context);
  const formatDate = formatDateFor(context);
  const view = (rows: Awaited<ReturnType<typeof standingConflicts>>) =>
    rows.map((row) => ({
      id: row.id,
      staffName: row.staffName,
      personName: row.personName,
      personEmail: row.personEmail,
      reason: row.reason,
      declared: formatDate(row.declaredAt),
    }));
  return {
    mine: view(await standingConflicts(db, { staffId: me.id })),
    all: canSeeAllConflicts(me) ? view(await standingConflicts(db)) : null,
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const me = await requireUser(request, context);
  ensure(canDeclareConflicts(me));
  const form = await request.formData();
  const parsed = parseForm(form, conflictForms);
  if (!parsed.ok) return refuse(parsed.reply);
  switch (parsed.value.intent) {
    case "declare":
      return declareConflictAction(request, context, me, form, parsed.value);
    case "withdraw":
      return withdrawConflictAction(request, context, me, form, parsed.value);
  }
}

export default function StaffConflicts({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("staff");
  const err = useErrorText("staff");
  const reply = useFormReply("declare");
  const withdrawReply = useFormReply("withdraw");
  return (
    <>
      <PageMeta title={t("meta.conflictsTitle")} />
      <AdminHeading title={t("conflicts.heading")} text={t("conflicts.text")} />
      <FormSuccess form="withdraw" className="mt-4" />
      <FormAlert message={err(withdrawReply.formError)} className="mt-4" />
      <Card className="mt-6">
        <h2 className="text-lg font-semibold text-basalt-950">{t("conflicts.declareHeading")}</h2>
        <FormSuccess form="declare" className="mt-4" />
        <FormAlert message={err(reply.formError)} className="mt-4" />
        <Form method="post" className="mt-4 grid gap-4" noValidate>
          <input type="hidden" name="intent" value="declare" />
          <Field
            label={t("conflicts.person")}
            hint={t("conflicts.personHint")}
            error={err(reply.fieldErrors.person)}
            inputProps={{ name: "person", required: true, maxLength: 254, defaultValue: reply.values.person }}
          />
          <TextareaField
            label={t("conflicts.reason")}
            hint={t("conflicts.reasonHint")}
            error={err(reply.fieldErrors.reason)}
            textareaProps={{
              name: "reason",
              required: true,
              maxLength: 1000,
              rows: 3,
              defaultValue: reply.values.reason,
            }}
          />
          <div>
            <Button type="submit">{t("conflicts.declare")}</Button>
          </div>
        </Form>
      </Card>
      <h2 className="mt-8 text-xl font-semibold text-basalt-950">{t("conflicts.mineHeading")}</h2>
      <ConflictTable rows={loaderData.mine} withdraw />
      {loaderData.all ? (
        <>
          <h2 className="mt-8 text-xl font-semibold text-basalt-950">{t("conflicts.allHeading")}</h2>
          <ConflictTable rows={loaderData.all} staff />
        </>
      ) : null}
    </>
  );
}

function ConflictTable({
  rows,
  withdraw = false,
  staff = false,
}: {
  rows: Route.ComponentProps["loaderData"]["mine"];
  withdraw?: boolean;
  staff?: boolean;
}) {
  const { t } = useTranslation("staff");
  return (
    <EmptyOr empty={rows.length === 0} message={t("conflicts.none")} className="mt-4">
      <Table minWidth="40rem">
        <TableHead>
          <tr>
            {staff ? <Th>{t("conflicts.staffMember")}</Th> : null}
            <Th>{t("conflicts.personColumn")}</Th>
            <Th>{t("conflicts.reasonColumn")}</Th>
            <Th>{t("conflicts.declaredColumn")}</Th>
            {withdraw ? <HiddenTh label={t("conflicts.withdraw")} /> : null}
          </tr>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <tr key={row.id}>
              {staff ? <Td>{row.staffName}</Td> : null}
              <Td>
                <span className="block font-medium text-basalt-950">{row.personName}</span>
                <span className="block break-all text-basalt-700">{row.personEmail}</span>
              </Td>
              <Td className="whitespace-pre-line">{row.reason}</Td>
              <Td className="whitespace-nowrap">{row.declared}</Td>
              {withdraw ? (
                <Td className="text-right">
                  <RowActionForm
                    fields={{ intent: "withdraw", id: row.id }}
                    label={t("conflicts.withdrawLabel", { name: row.personName })}
                  >
                    {t("conflicts.withdraw")}
                  </RowActionForm>
                </Td>
              ) : null}
            </tr>
          ))}
        </TableBody>
      </Table>
    </EmptyOr>
  );
}
