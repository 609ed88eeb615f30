import { ExternalLink, FileUp, Search } from "lucide-react";
import { useTranslation } from "react-i18next";
import { data, Form, Link, useActionData, useNavigation, useSearchParams } from "react-router";
import { z } from "zod";
import type { Route } from "./+types/admin.credentials";
import { PageMeta } from "~/components/page-meta";
import { Pagination } from "~/components/pagination";
import { StatusBadge } from "~/components/registry/credential-status";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { ChoiceGroup, Field, FieldError, SelectField, TextareaField } from "~/components/ui/field";
import { HiddenTh, TableBody, TableHead, Td, Th } from "~/components/ui/table";
import { AdminHeading } from "~/components/admin/admin-heading";
import { FilterForm, SearchFilter, SelectFilter } from "~/components/admin/filter-form";
import { DoneNotice } from "~/components/ui/notice";
import { ScrollTable } from "~/components/registry/scroll-table";
import { frameworkDomains } from "~/content/framework";
import {
  countCredentialsByStatus,
  createCredential,
  CREDENTIALS_PAGE_SIZE,
  findCredential,
  holderName,
  listCredentials,
  setCredentialStatus,
} from "~/db/registry.server";
import { getAppContext, getRequestLanguage } from "~/lib/server/app-context.server";
import { requireRole } from "~/lib/auth/auth.server";
import { formatDateFor } from "~/lib/format/date-words.server";
import { formatInteger } from "~/lib/format/format";
import { fieldErrors, formValues } from "~/lib/forms/fields";
import { usePageMessages } from "~/lib/i18n/page-messages";
import { pageMessages } from "~/lib/i18n/page-messages.server";
import { useErrorText } from "~/lib/i18n/use-error-text";
import { levelTexts } from "~/lib/certification/level-texts.server";
import {
  credentialInputSchema,
  credentialLevels,
  credentialStatuses,
  effectiveStatus,
  isoToday,
  statusChangeSchema,
  verificationStatuses,
  type VerificationStatus,
} from "~/lib/registry/registry";
import { SubmissionField } from "~/lib/forms/idempotency";
import { newSubmissionToken, storeOnce } from "~/lib/forms/idempotency.server";

const filterStatuses = verificationStatuses.filter((s) => s !== "notFound") as Array<
  Exclude<VerificationStatus, "notFound">
>;

const querySchema = z.object({
  q: z.string().trim().max(100).catch(""),
  status: z
    .enum(
      filterStatuses as [Exclude<VerificationStatus, "notFound">, ...Array<Exclude<VerificationStatus, "notFound">>],
    )
    .optional()
    .catch(undefined),
  page: z.coerce.number().int().min(1).max(10_000).catch(1),
  imported: z.coerce.number().int().min(0).max(100_000).optional().catch(undefined),
});

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireRole(request, context, ["admin"]);
  const { db } = getAppContext(context);
  const query = querySchema.parse(Object.fromEntries(new URL(request.url).searchParams));
  const today = isoToday();
  const [{ rows, total }, counts] = await Promise.all([
    listCredentials(db, { query: query.q || undefined, status: query.status, page: query.page, today }),
    countCredentialsByStatus(db, today),
  ]);
  const formatDate = formatDateFor(context);
  const levels = levelTexts(context);
  const language = getRequestLanguage(context);
  return {
    messages: pageMessages(context, "credentialsAdmin"),
    submission: newSubmissionToken(),
    q: query.q,
    status: query.status ?? "",
    page: query.page,
    pages: Math.max(1, Math.ceil(total / CREDENTIALS_PAGE_SIZE)),
    total,
    totalText: formatInteger(total, language),
    imported: query.imported ?? null,
    importedText: formatInteger(query.imported ?? 0, language),
    counts: Object.fromEntries(
      Object.entries(counts).map(([key, value]) => [key, formatInteger(value, language)]),
    ) as Record<keyof typeof counts, string>,
    levelOptions: credentialLevels.map((level) => ({ value: level, label: levels[level].certification })),
    today,
    defaultExpiry: `${Number(today.slice(0, 4)) + 3}${today.slice(4)}`,
    credentials: rows.map((row) => ({
      id: row.id,
      holder: holderName(row),
      email: row.email ?? "",
      level: levels[row.level].certification,
      issuedOn: formatDate(row.issuedOn),
      expiresOn: formatDate(row.expiresOn),
      stored: row.status,
      status: effectiveStatus(row, today),
      reason: row.statusReason ?? "",
      changedOn: row.statusChangedOn ? formatDate(row.statusChangedOn) : "",
    })),
  };
}

type ActionResult = {
  intent: "issue" | "status";
  done?: { id: string; name?: string; status?: string };
  errors: Record<string, string>;
  values: Record<string, string | string[]>;
  target?: string;
};

export async function action({ request, context }: Route.ActionArgs) {
  const me = await requireRole(request, context, ["admin"]);
  const { db } = getAppContext(context);
  const form = await request.formData();
  const intent = form.get("intent");

  if (intent === "issue") {
    const values = {
      ...formValues(form, ["givenNames", "lastName", "email", "level", "issuedOn", "expiresOn"]),
      domains: form.getAll("domains").map(String).slice(0, 20),
    };
    const parsed = credentialInputSchema.safeParse(values);
    if (!parsed.success) {
      const errors = fieldErrors(parsed.error);
      for (const key of Object.keys(errors)) if (key.startsWith("domains.")) errors.domains ??= errors[key]!;
      return data<ActionResult>({ intent, errors, values }, { status: 400 });
    }
    // Issued once, however often the form is sent (decision 018): a resend gets the first answer.
    const stored = await storeOnce(db, form, "credential-issue", async (tx): Promise<ActionResult> => {
      const id = await createCredential(tx, parsed.data, me.id);
      return {
        intent,
        errors: {},
        values: {},
        done: { id, name: `${parsed.data.givenNames} ${parsed.data.lastName}` },
      };
    });
    return data<ActionResult>(stored.result);
  }

  if (intent === "status") {
    const values = formValues(form, ["id", "status", "reason", "changedOn"]);
    const parsed = statusChangeSchema.safeParse(values);
    if (!parsed.success) {
      return data<ActionResult>(
        { intent, errors: fieldErrors(parsed.error), values, target: values.id },
        { status: 400 },
      );
    }
    if (!(await findCredential(db, parsed.data.id))) {
      return data<ActionResult>(
        { intent, errors: { id: "errors.notFound" }, values, target: values.id },
        { status: 404 },
      );
    }
    await setCredentialStatus(db, parsed.data.id, parsed.data);
    return data<ActionResult>({
      intent,
      errors: {},
      values: {},
      done: { id: parsed.data.id, status: parsed.data.status },
    });
  }
  throw data(null, { status: 400 });
}

export default function AdminCredentials({ loaderData }: Route.ComponentProps) {
  usePageMessages("credentialsAdmin", loaderData.messages);
  const { t } = useTranslation("credentialsAdmin");
  const { t: tCommon } = useTranslation();
  const err = useErrorText("credentialsAdmin");
  const actionData = useActionData<typeof action>();
  const [params] = useSearchParams();
  const issueErrors = actionData?.intent === "issue" ? actionData.errors : {};
  const issueValues = actionData?.intent === "issue" && !actionData.done ? actionData.values : {};
  const str = (name: string) => (typeof issueValues[name] === "string" ? (issueValues[name] as string) : undefined);
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";

  return (
    <>
      <PageMeta title={t("meta.title")} />
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <AdminHeading title={t("list.heading")} text={t("list.text")} />
        </div>
        <Button asChild variant="secondary">
          <Link to="/admin/credentials/import">
            <FileUp aria-hidden />
            {t("import.link")}
          </Link>
        </Button>
      </div>

      {loaderData.imported ? (
        <DoneNotice>{t("import.done", { count: loaderData.imported, formatted: loaderData.importedText })}</DoneNotice>
      ) : null}
      {actionData?.done ? (
        <DoneNotice>
          {actionData.intent === "issue"
            ? t("issue.done", { id: actionData.done.id, name: actionData.done.name })
            : t("change.done", {
                id: actionData.done.id,
                status: t(`statuses.${actionData.done.status as "active"}`),
              })}
        </DoneNotice>
      ) : null}

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
              {loaderData.credentials.map((credential) => {
                const rowErrors =
                  actionData?.intent === "status" && actionData.target === credential.id ? actionData.errors : null;
                return (
                  <tr key={credential.id} data-credential={credential.id}>
                    <Td className="font-mono whitespace-nowrap">{credential.id}</Td>
                    <Td>
                      <span className="block font-medium text-basalt-950">{credential.holder}</span>
                      {credential.email ? (
                        <span className="block break-all text-basalt-700">{credential.email}</span>
                      ) : null}
                    </Td>
                    <Td>{credential.level}</Td>
                    <Td className="whitespace-nowrap tabular-nums">
                      {credential.issuedOn}
                      <br />
                      {credential.expiresOn}
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
                      <details open={rowErrors ? true : undefined} className="group">
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
                            error={err(rowErrors?.status)}
                            options={credentialStatuses.map((status) => ({
                              value: status,
                              label: t(`statuses.${status}`),
                            }))}
                            selectProps={{
                              id: `status-${credential.id}`,
                              name: "status",
                              defaultValue: credential.stored,
                              className: "h-9 text-sm",
                            }}
                          />
                          <TextareaField
                            label={t("change.reason")}
                            hint={t("change.reasonHint")}
                            error={err(rowErrors?.reason)}
                            textareaProps={{
                              id: `reason-${credential.id}`,
                              name: "reason",
                              rows: 2,
                              maxLength: 500,
                              className: "min-h-16 text-sm",
                            }}
                          />
                          <Field
                            label={t("change.date")}
                            error={err(rowErrors?.changedOn)}
                            inputProps={{
                              id: `date-${credential.id}`,
                              name: "changedOn",
                              type: "date",
                              defaultValue: loaderData.today,
                              className: "h-9 text-sm",
                            }}
                          />
                          <Button type="submit" size="sm" className="justify-self-start" disabled={busy}>
                            {t("change.submit")}
                          </Button>
                        </Form>
                      </details>
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
                );
              })}
            </TableBody>
          </ScrollTable>
        </div>
      )}
      <Pagination
        page={loaderData.page}
        pages={loaderData.pages}
        path="/admin/credentials"
        params={Object.fromEntries(params)}
      />

      <Card id="issue" className="mt-10 scroll-mt-24">
        <h2 className="text-xl font-semibold text-basalt-950">{t("issue.heading")}</h2>
        <p className="mt-1 text-basalt-700">{t("issue.text")}</p>
        <Form method="post" action="/admin/credentials#issue" className="mt-5 grid gap-5" noValidate>
          <input type="hidden" name="intent" value="issue" />
          <SubmissionField token={loaderData.submission} />
          <div className="grid gap-5 sm:grid-cols-2">
            <Field
              label={t("issue.givenNames")}
              error={err(issueErrors.givenNames)}
              inputProps={{ name: "givenNames", maxLength: 120, defaultValue: str("givenNames") }}
            />
            <Field
              label={t("issue.lastName")}
              error={err(issueErrors.lastName)}
              inputProps={{ name: "lastName", maxLength: 120, defaultValue: str("lastName") }}
            />
            <Field
              label={t("issue.email")}
              hint={t("issue.emailHint")}
              error={err(issueErrors.email)}
              inputProps={{ name: "email", type: "email", maxLength: 254, defaultValue: str("email") }}
            />
            <SelectField
              label={t("issue.level")}
              error={err(issueErrors.level)}
              options={loaderData.levelOptions}
              selectProps={{ name: "level", defaultValue: str("level") ?? "associate" }}
            />
          </div>
          <ChoiceGroup
            legend={t("issue.domains")}
            name="domains"
            type="checkbox"
            error={err(issueErrors.domains)}
            options={frameworkDomains.map((domain) => ({ value: domain, label: tCommon(`skills.${domain}`) }))}
            defaultValue={Array.isArray(issueValues.domains) ? issueValues.domains : []}
          />
          <div className="grid gap-5 sm:grid-cols-2">
            <Field
              label={t("issue.issuedOn")}
              error={err(issueErrors.issuedOn)}
              inputProps={{ name: "issuedOn", type: "date", defaultValue: str("issuedOn") ?? loaderData.today }}
            />
            <Field
              label={t("issue.expiresOn")}
              error={err(issueErrors.expiresOn)}
              inputProps={{
                name: "expiresOn",
                type: "date",
                defaultValue: str("expiresOn") ?? loaderData.defaultExpiry,
              }}
            />
          </div>
          {Object.keys(issueErrors).length > 0 ? <FieldError message={tCommon("page.formErrors")} /> : null}
          <Button type="submit" className="justify-self-start" disabled={busy}>
            {t("issue.submit")}
          </Button>
        </Form>
      </Card>
    </>
  );
}
