import type { Route } from "./+types/admin.staff";
import { useTranslation } from "~/lib/i18n/react";
import { PageMeta } from "~/components/page-meta";
import { Badge } from "~/components/ui/badge";
import { EmptyOr } from "~/components/ui/empty-state";
import { Table, TableBody, TableHead, Td, Th } from "~/components/ui/table";
import { FormAlert, FormSuccess } from "~/components/forms/form-status";
import { AdminHeading, RowActionForm } from "~/features/admin";
import { ensure } from "~/features/auth";
import { requireUser } from "~/features/auth/index.server";
import { canManageDuties, duties, dutyForms } from "~/features/staff";
import { changeDutyAction, listStaff } from "~/features/staff/index.server";
import { formReply } from "~/lib/forms/submission";
import { parseForm, refuse } from "~/lib/forms/submission.server";
import { useActionData } from "react-router";
import { useErrorText } from "~/lib/i18n/use-error-text";
import { usePageMessages } from "~/lib/i18n/page-messages";
import { pageMessages } from "~/lib/i18n/page-messages.server";
import { getAppContext } from "~/lib/server/app-context.server";
import { privateFormHeaders } from "~/lib/http/route-headers";

export const headers = privateFormHeaders;

/** /admin/staff: the staff accounts and their duties; an admin grants and removes them (decision 040). */
export async function loader({ request, context }: Route.LoaderArgs) {
  ensure(canManageDuties(await requireUser(request, context)));
  return { messages: pageMessages(context, "staff"), staff: await listStaff(getAppContext(context).db) };
}

export async function action({ request, context }: Route.ActionArgs) {
  const me = await requireUser(request, context);
  ensure(canManageDuties(me));
  const form = await request.formData();
  const parsed = parseForm(form, dutyForms);
  if (!parsed.ok) return refuse(parsed.reply);
  return changeDutyAction(request, context, me, form, parsed.value);
}

export default function AdminStaff({ loaderData }: Route.ComponentProps) {
  usePageMessages("staff", loaderData.messages);
  const { t } = useTranslation("staff");
  const err = useErrorText("staff");
  const actionData = useActionData<typeof action>();
  const refusal = formReply(actionData, "grant").formError ?? formReply(actionData, "remove").formError;
  return (
    <>
      <PageMeta title={t("meta.adminTitle")} />
      <AdminHeading title={t("admin.heading")} text={t("admin.text")} />
      <FormAlert message={err(refusal)} className="mt-4" />
      {loaderData.staff.map((person) => (
        <FormSuccess key={person.id} form={`duty:${person.id}`} className="mt-4" />
      ))}
      <EmptyOr empty={loaderData.staff.length === 0} message={t("admin.none")} className="mt-6">
        <Table minWidth="44rem">
          <TableHead>
            <tr>
              <Th>{t("admin.name")}</Th>
              <Th>{t("admin.dutiesColumn")}</Th>
            </tr>
          </TableHead>
          <TableBody>
            {loaderData.staff.map((person) => (
              <tr key={person.id}>
                <Td className="align-top">
                  <span className="block font-medium text-basalt-950">{person.name}</span>
                  <span className="block break-all text-basalt-700">{person.email}</span>
                </Td>
                <Td>
                  <ul className="grid gap-2">
                    {duties.map((duty) => {
                      const held = person.duties.includes(duty);
                      const dutyName = t(`duties.${duty}`);
                      return (
                        <li key={duty} className="flex flex-wrap items-center justify-between gap-2">
                          <span className="flex items-center gap-2">
                            {dutyName}
                            <Badge tone={held ? "mineral" : "neutral"}>
                              {held ? t("admin.held") : t("admin.notHeld")}
                            </Badge>
                          </span>
                          <RowActionForm
                            fields={{ intent: held ? "remove" : "grant", userId: person.id, duty }}
                            variant={held ? "danger" : "secondary"}
                            label={t(held ? "admin.removeLabel" : "admin.grantLabel", {
                              duty: dutyName,
                              name: person.name,
                            })}
                          >
                            {held ? t("admin.remove") : t("admin.grant")}
                          </RowActionForm>
                        </li>
                      );
                    })}
                  </ul>
                </Td>
              </tr>
            ))}
          </TableBody>
        </Table>
      </EmptyOr>
    </>
  );
}
