import { FileUp, KeyRound, Search } from "lucide-react";
import { useTranslation } from "~/lib/i18n/react";
import { Link, useNavigation, useSearchParams } from "react-router";
import type { Route } from "./+types/admin.credentials";
import { AdminHeading, FilterForm, SearchFilter, SelectFilter } from "~/features/admin";
import { FormSuccess } from "~/components/forms/form-status";
import { PageMeta } from "~/components/page-meta";
import { Pagination } from "~/components/pagination";
import {
  StatusBadge,
  CredentialTable,
  IssueCredentialForm,
  credentialForms,
  filterStatuses,
  groupDomainErrors,
  canManageCredentials,
} from "~/features/registry";
import { Button } from "~/components/ui/button";
import { requireUser } from "~/features/auth/index.server";
import { ensure } from "~/features/auth";
import { parseForm, refuse } from "~/lib/forms/submission.server";
import { usePageMessages } from "~/lib/i18n/page-messages";
import { pageMessages } from "~/lib/i18n/page-messages.server";
import { changeCredentialStatus, credentialRegistryPage, issueCredential } from "~/features/registry/index.server";
import { linkCredentialToAccount, unlinkCredentialFromAccount } from "~/features/credentials/index.server";
import { canLinkCredentials } from "~/features/credentials";

export async function loader({ request, context }: Route.LoaderArgs) {
  ensure(canManageCredentials(await requireUser(request, context)));
  return {
    messages: pageMessages(context, "credentialsAdmin"),
    ...(await credentialRegistryPage(request, context)),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const me = await requireUser(request, context);
  ensure(canManageCredentials(me));
  const form = await request.formData();
  const parsed = parseForm(form, credentialForms);
  if (!parsed.ok) return refuse({ ...parsed.reply, fieldErrors: groupDomainErrors(parsed.reply.fieldErrors) });
  switch (parsed.value.intent) {
    case "issue":
      return issueCredential(context, me, form, parsed.value);
    case "status":
      return changeCredentialStatus(request, context, form, parsed.value);
    case "link":
      ensure(canLinkCredentials(me));
      return linkCredentialToAccount(request, context, form, parsed.value);
    case "unlink":
      ensure(canLinkCredentials(me));
      return unlinkCredentialFromAccount(request, context, form, parsed.value);
  }
}

export default function AdminCredentials({ loaderData }: Route.ComponentProps) {
  usePageMessages("credentialsAdmin", loaderData.messages);
  const { t } = useTranslation("credentialsAdmin");
  const { t: tCommon } = useTranslation();
  const [params] = useSearchParams();
  const busy = useNavigation().state === "submitting";

  return (
    <>
      <PageMeta title={t("meta.title")} />
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <AdminHeading title={t("list.heading")} text={t("list.text")} />
        </div>
        <div className="flex flex-wrap gap-2">
          <Button asChild variant="secondary">
            <Link to="/admin/credentials/import">
              <FileUp aria-hidden />
              {t("import.link")}
            </Link>
          </Button>
          <Button asChild variant="secondary">
            <Link to="/admin/credentials/keys">
              <KeyRound aria-hidden />
              {t("import.keysLink")}
            </Link>
          </Button>
        </div>
      </div>

      {(["import", "issue", "status", "holder"] as const).map((form) => (
        <FormSuccess key={form} form={form} className="mt-4" />
      ))}

      <dl className="mt-6 grid grid-cols-2 gap-3 lg:grid-cols-4">
        {filterStatuses.map((status) => (
          <div key={status} className="rounded-[var(--radius-card)] border border-basalt-200 bg-white p-4">
            <dt>
              <StatusBadge status={status} label={t(`statuses.${status}`)} />
            </dt>
            <dd className="mt-2 text-2xl font-bold text-basalt-950 tabular-nums">{loaderData.counts[status]}</dd>
          </div>
        ))}
      </dl>

      <FilterForm search submit={t("list.search")} icon={<Search aria-hidden />} className="mt-6">
        <SearchFilter id="credential-search" label={t("list.searchLabel")} defaultValue={loaderData.q} />
        <SelectFilter
          id="credential-status"
          name="status"
          label={t("list.statusFilter")}
          any={t("list.anyStatus")}
          defaultValue={loaderData.status}
          options={filterStatuses.map((status) => ({ value: status, label: t(`statuses.${status}`) }))}
        />
      </FilterForm>
      <p className="mt-4 text-sm text-basalt-700" role="status">
        {t("list.total", { count: loaderData.total, formatted: loaderData.totalText })}
      </p>

      {loaderData.credentials.length === 0 ? (
        <div className="mt-4">
          <p className="sr-only">{tCommon("page.noResults")}</p>
          <div className="rounded-[var(--radius-card)] border border-dashed border-basalt-300 bg-white px-6 py-12 text-center text-basalt-700">
            {t("list.empty")}
          </div>
        </div>
      ) : (
        <div className="mt-4">
          <CredentialTable credentials={loaderData.credentials} today={loaderData.today} busy={busy} />
        </div>
      )}
      <Pagination
        page={loaderData.page}
        pages={loaderData.pages}
        path="/admin/credentials"
        params={Object.fromEntries(params)}
      />

      <IssueCredentialForm
        submission={loaderData.submission}
        levelOptions={loaderData.levelOptions}
        today={loaderData.today}
        years={loaderData.years}
        busy={busy}
      />
    </>
  );
}
