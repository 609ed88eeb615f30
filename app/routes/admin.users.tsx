import { Search } from "lucide-react";
import { useTranslation } from "~/lib/i18n/react";
import { Form, useActionData, useSearchParams } from "react-router";
import { z } from "zod";
import type { Route } from "./+types/admin.users";
import { PageMeta } from "~/components/page-meta";
import { Pagination } from "~/components/pagination";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { EmptyOr } from "~/components/ui/empty-state";
import { inputClass } from "~/components/ui/field";
import { HiddenTh, Table, TableBody, TableHead, Td, Th } from "~/components/ui/table";
import {
  AdminHeading,
  FilterForm,
  SearchFilter,
  SelectFilter,
  RowActionForm,
  userForms,
  userIntents,
  canChangeUser,
} from "~/features/admin";
import { FormAlert, FormSuccess } from "~/components/forms/form-status";
import { listUsers, USERS_PAGE_SIZE, requireRole } from "~/features/auth/index.server";
import { getAppContext } from "~/lib/server/app-context.server";
import { formatDateFor } from "~/lib/format/date-words.server";
import { roles, type Role } from "~/features/auth";
import { cn } from "~/lib/util/cn";
import { changeRole, setAccountDisabled } from "~/features/admin/index.server";
import { formReply } from "~/lib/forms/submission";
import { parseForm, refuse } from "~/lib/forms/submission.server";

const querySchema = z.object({
  q: z.string().trim().max(100).catch(""),
  role: z.enum(roles).optional().catch(undefined),
  page: z.coerce.number().int().min(1).max(10_000).catch(1),
});

export async function loader({ request, context }: Route.LoaderArgs) {
  const me = await requireRole(request, context, ["admin"]);
  const { db } = getAppContext(context);
  const query = querySchema.parse(Object.fromEntries(new URL(request.url).searchParams));
  const { rows, total } = await listUsers(db, { query: query.q || undefined, role: query.role, page: query.page });
  const formatDate = formatDateFor(context);
  return {
    q: query.q,
    role: query.role ?? "",
    page: query.page,
    pages: Math.max(1, Math.ceil(total / USERS_PAGE_SIZE)),
    users: rows.map((row) => ({
      id: row.id,
      name: row.name,
      email: row.email,
      role: row.role,
      status: row.disabledAt
        ? ("disabled" as const)
        : row.emailVerified
          ? ("active" as const)
          : ("unverified" as const),
      joined: formatDate(row.createdAt),
      changeable: canChangeUser(me, row),
    })),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const me = await requireRole(request, context, ["admin"]);
  const form = await request.formData();
  const parsed = parseForm(form, userForms);
  if (!parsed.ok) return refuse(parsed.reply);
  switch (parsed.value.intent) {
    case "role":
      return changeRole(request, context, me, form, parsed.value);
    case "disable":
    case "enable":
      return setAccountDisabled(request, context, me, form, parsed.value);
  }
}

export default function AdminUsers({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("admin");
  const { t: tCommon } = useTranslation();
  const actionData = useActionData<typeof action>();
  const [params] = useSearchParams();
  const say = t as unknown as (key: string) => string;
  const refusal = userIntents.map((intent) => formReply(actionData, intent).formError).find(Boolean);
  const roleName = (role: Role) => t(`roles.${role as "member"}`);
  return (
    <>
      <PageMeta title={t("meta.usersTitle")} />
      <AdminHeading title={t("users.heading")} text={t("users.text")} />
      {userIntents.map((intent) => (
        <FormSuccess key={intent} form={intent} className="mt-4" />
      ))}
      <FormAlert message={refusal ? say(refusal) : null} className="mt-4" />
      <FilterForm search submit={tCommon("page.search")} icon={<Search aria-hidden />} className="mt-6">
        <SearchFilter
          id="user-search"
          label={t("users.search")}
          defaultValue={loaderData.q}
          className="w-full sm:w-auto"
        />
        <SelectFilter
          id="user-role"
          name="role"
          label={t("users.roleFilter")}
          any={t("users.anyRole")}
          defaultValue={loaderData.role}
          options={roles.map((role) => ({ value: role, label: roleName(role) }))}
        />
      </FilterForm>
      <EmptyOr empty={loaderData.users.length === 0} message={t("users.empty")} className="mt-6">
        <Table minWidth="52rem">
          <TableHead>
            <tr>
              <Th>{t("users.name")}</Th>
              <Th>{t("users.role")}</Th>
              <Th>{t("users.status")}</Th>
              <Th>{t("users.joined")}</Th>
              <HiddenTh label={t("users.actions")} />
            </tr>
          </TableHead>
          <TableBody>
            {loaderData.users.map((user) => (
              <tr key={user.id}>
                <Td>
                  <span className="block font-medium text-basalt-950">{user.name}</span>
                  <span className="block text-basalt-700 break-all">{user.email}</span>
                </Td>
                <Td>
                  <Form method="post" preventScrollReset className="flex items-center gap-2">
                    <input type="hidden" name="intent" value="role" />
                    <input type="hidden" name="userId" value={user.id} />
                    <label htmlFor={`role-${user.id}`} className="sr-only">
                      {t("users.changeRole", { name: user.name })}
                    </label>
                    <select
                      id={`role-${user.id}`}
                      name="role"
                      defaultValue={user.role}
                      disabled={!user.changeable}
                      className={cn(inputClass, "h-9 w-36 text-sm")}
                    >
                      {roles.map((role) => (
                        <option key={role} value={role}>
                          {roleName(role)}
                        </option>
                      ))}
                    </select>
                    {user.changeable ? (
                      <Button type="submit" variant="secondary" size="sm">
                        {t("users.saveRole")}
                      </Button>
                    ) : null}
                  </Form>
                </Td>
                <Td>
                  <Badge tone={user.status === "disabled" ? "magma" : user.status === "active" ? "mineral" : "sulphur"}>
                    {t(`users.${user.status}`)}
                  </Badge>
                </Td>
                <Td className="whitespace-nowrap">{user.joined}</Td>
                <Td className="text-right">
                  {user.changeable ? (
                    <RowActionForm
                      fields={{ intent: user.status === "disabled" ? "enable" : "disable", userId: user.id }}
                      variant={user.status === "disabled" ? "secondary" : "danger"}
                      label={
                        user.status === "disabled"
                          ? t("users.enableLabel", { name: user.name })
                          : t("users.disableLabel", { name: user.name })
                      }
                    >
                      {user.status === "disabled" ? t("users.enable") : t("users.disable")}
                    </RowActionForm>
                  ) : null}
                </Td>
              </tr>
            ))}
          </TableBody>
        </Table>
      </EmptyOr>
      <Pagination
        page={loaderData.page}
        pages={loaderData.pages}
        path="/admin/users"
        params={Object.fromEntries(params)}
      />
    </>
  );
}
