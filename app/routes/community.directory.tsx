import { Search } from "lucide-react";
import { useTranslation } from "react-i18next";
import { data, Form, useActionData, useLoaderData, useNavigation, useSearchParams } from "react-router";
import type { Route } from "./+types/community.directory";
import { TitledSection } from "~/components/titled-section";
import { DirectoryEntry } from "~/components/community/directory-entry";
import { Notice, SignInPrompt } from "~/components/community/notices";
import { PageHeader } from "~/components/page-header";
import { PageMeta } from "~/components/page-meta";
import { Pagination } from "~/components/pagination";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { CheckboxField, ChoiceGroup, Field, SelectField, TextareaField, inputClass } from "~/components/ui/field";
import { EmptyState } from "~/components/ui/empty-state";
import { frameworkDomains, frameworkLevels } from "~/content/framework";
import {
  deleteDirectoryProfile,
  getDirectoryProfile,
  saveDirectoryProfile,
  searchDirectory,
} from "~/db/directory.server";
import { withLiveVerification } from "~/lib/community/directory-verify.server";
import { getAppContext, getRequestLanguage } from "~/lib/server/app-context.server";
import { getUser, requireUser } from "~/lib/auth/auth.server";
import { formList, spokenLanguages } from "~/lib/community/community";
import {
  DIRECTORY_PAGE_SIZE,
  directoryFields,
  directoryProfileSchema,
  directorySearchSchema,
  publicEntry,
  type DirectoryField,
} from "~/lib/community/directory";
import { formatInteger } from "~/lib/format/format";
import { fieldErrors } from "~/lib/forms/fields";
import { usePageMessages } from "~/lib/i18n/page-messages";
import { pageMessages } from "~/lib/i18n/page-messages.server";
import { useErrorText } from "~/lib/i18n/use-error-text";
import { levelTexts } from "~/lib/certification/level-texts.server";
import { consume } from "~/lib/server/rate-limit.server";
import { cn } from "~/lib/util/cn";

export async function loader({ request, context }: Route.LoaderArgs) {
  const app = getAppContext(context);
  const language = getRequestLanguage(context);
  const user = await getUser(request, context);
  const search = directorySearchSchema.parse(Object.fromEntries(new URL(request.url).searchParams));
  const levels = levelTexts(context);
  const levelNames = Object.fromEntries(frameworkLevels.map((level) => [level, levels[level].level]));
  const own = user ? await getDirectoryProfile(app.db, user.id) : null;
  const base = {
    messages: pageMessages(context, "directory"),
    search: { q: search.q, country: search.country, level: search.level ?? "", domain: search.domain ?? "" },
    levelNames,
    signedIn: Boolean(user),
    own: own
      ? {
          listed: own.listed,
          country: own.country,
          city: own.city,
          level: own.level,
          domains: own.domains,
          employer: own.employer,
          bio: own.bio,
          languages: own.languages,
          credentialId: own.credentialId ?? "",
          show: directoryFields.filter((field) => own[showKey(field)]),
        }
      : null,
  };
  const headers = { "Cache-Control": "private, no-store" };
  // Against harvesting: a client may read a limited number of directory pages.
  const wait = await consume(app.rateLimits.directoryPages, app.clientIp);
  if (wait > 0) {
    return data(
      { ...base, limitedMinutes: Math.ceil(wait / 60), entries: [], total: 0, totalText: "0", page: 1, pages: 1 },
      { status: 429, headers: { ...headers, "Retry-After": String(wait) } },
    );
  }
  const { rows, total } = await searchDirectory(app.db, search);
  return data(
    {
      ...base,
      limitedMinutes: 0,
      entries: await withLiveVerification(app.db, rows, rows.map(publicEntry)),
      total,
      totalText: formatInteger(total, language),
      page: search.page,
      pages: Math.max(1, Math.ceil(total / DIRECTORY_PAGE_SIZE)),
    },
    { headers },
  );
}

function showKey(field: DirectoryField) {
  return `show${field[0]!.toUpperCase()}${field.slice(1)}` as
    "showCountry" | "showCity" | "showLevel" | "showDomains" | "showEmployer" | "showBio" | "showLanguages";
}

type ActionResult = {
  done?: string;
  formError?: string;
  errors: Record<string, string>;
  values?: Record<string, string | string[]>;
};

export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireUser(request, context);
  const app = getAppContext(context);
  const form = await request.formData();
  const intent = String(form.get("intent") ?? "");
  if ((await consume(app.rateLimits.communityChanges, user.id)) > 0) {
    return data<ActionResult>({ formError: "errors.rateLimited", errors: {} }, { status: 429 });
  }
  if (intent === "remove") {
    await deleteDirectoryProfile(app.db, user.id);
    return data<ActionResult>({ done: "done.removed", errors: {} });
  }
  if (intent !== "save") throw data(null, { status: 400 });
  const values = {
    listed: form.get("listed") ? "on" : undefined,
    country: String(form.get("country") ?? "").slice(0, 1000),
    city: String(form.get("city") ?? "").slice(0, 1000),
    level: String(form.get("level") ?? ""),
    domains: formList(form, "domains"),
    employer: String(form.get("employer") ?? "").slice(0, 1000),
    bio: String(form.get("bio") ?? "").slice(0, 5000),
    languages: formList(form, "languages"),
    show: formList(form, "show"),
    credentialId: String(form.get("credentialId") ?? "").slice(0, 200),
  };
  const parsed = directoryProfileSchema.safeParse(values);
  if (!parsed.success) {
    const { listed, ...rest } = values;
    return data<ActionResult>(
      { errors: fieldErrors(parsed.error), values: { ...rest, listed: listed ?? "" } },
      { status: 400 },
    );
  }
  await saveDirectoryProfile(app.db, user.id, parsed.data);
  return data<ActionResult>({ done: "done.saved", errors: {} });
}

export default function Directory({ loaderData }: Route.ComponentProps) {
  usePageMessages("directory", loaderData.messages);
  const { t } = useTranslation("directory");
  const { t: tCommon } = useTranslation();
  const [params] = useSearchParams();
  const { search } = loaderData;
  return (
    <main id="main">
      <PageMeta title={t("meta.title")} description={t("meta.description")} />
      <PageHeader title={t("title")} lead={t("lead")} />
      <div className="mx-auto grid max-w-7xl gap-12 px-4 py-12 sm:px-6 lg:px-8">
        <TitledSection id="search" title={t("search.heading")}>
          <Form
            method="get"
            role="search"
            aria-labelledby="search-heading"
            className="mt-4 grid items-end gap-3 sm:grid-cols-2 lg:grid-cols-[1fr_1fr_1fr_1fr_auto]"
          >
            <SearchInput id="dir-q" name="q" label={t("search.name")} value={search.q} />
            <SearchInput id="dir-country" name="country" label={t("search.country")} value={search.country} />
            <div className="grid gap-1.5">
              <label htmlFor="dir-level" className="text-sm font-medium text-basalt-900">
                {t("search.level")}
              </label>
              <select id="dir-level" name="level" defaultValue={search.level} className={inputClass}>
                <option value="">{t("search.anyLevel")}</option>
                {frameworkLevels.map((level) => (
                  <option key={level} value={level}>
                    {loaderData.levelNames[level]}
                  </option>
                ))}
              </select>
            </div>
            <div className="grid gap-1.5">
              <label htmlFor="dir-domain" className="text-sm font-medium text-basalt-900">
                {t("search.domain")}
              </label>
              <select id="dir-domain" name="domain" defaultValue={search.domain} className={inputClass}>
                <option value="">{t("search.anyDomain")}</option>
                {frameworkDomains.map((domain) => (
                  <option key={domain} value={domain}>
                    {tCommon(`skills.${domain}`)}
                  </option>
                ))}
              </select>
            </div>
            <Button type="submit">
              <Search aria-hidden />
              {t("search.submit")}
            </Button>
          </Form>
          <div className="mt-8">
            {loaderData.limitedMinutes > 0 ? (
              <Notice error={t("limited", { minutes: loaderData.limitedMinutes })} />
            ) : loaderData.entries.length === 0 ? (
              <EmptyState message={t("empty")} />
            ) : (
              <>
                <p className="text-basalt-700" role="status">
                  {t("search.found", { count: loaderData.total, formatted: loaderData.totalText })}
                </p>
                <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
                  {loaderData.entries.map((entry) => (
                    <li key={entry.id}>
                      <DirectoryEntry
                        entry={entry}
                        levelName={entry.level ? loaderData.levelNames[entry.level] : undefined}
                      />
                    </li>
                  ))}
                </ul>
                <Pagination
                  page={loaderData.page}
                  pages={loaderData.pages}
                  path="/community/directory"
                  params={Object.fromEntries(params)}
                />
              </>
            )}
          </div>
        </TitledSection>
        <OwnProfile />
      </div>
    </main>
  );
}

function SearchInput({ id, name, label, value }: { id: string; name: string; label: string; value: string }) {
  return (
    <div className="grid gap-1.5">
      <label htmlFor={id} className="text-sm font-medium text-basalt-900">
        {label}
      </label>
      <input id={id} name={name} type="search" maxLength={100} defaultValue={value} className={cn(inputClass)} />
    </div>
  );
}

type LoaderData = Route.ComponentProps["loaderData"];

function OwnProfile() {
  const { t } = useTranslation("directory");
  const { t: tCommon } = useTranslation();
  const err = useErrorText("directory");
  const loaderData = useLoaderDataOf();
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const submitting = navigation.state === "submitting";
  if (!loaderData.signedIn) {
    return (
      <TitledSection id="profile" title={t("profile.heading")}>
        <div className="mt-4">
          <SignInPrompt text={t("profile.signIn")} button={t("profile.signInButton")} next="/community/directory" />
        </div>
      </TitledSection>
    );
  }
  const errors = actionData?.errors ?? {};
  const typed = actionData?.values;
  const own = loaderData.own;
  const value = (name: "country" | "city" | "level" | "employer" | "bio" | "credentialId") =>
    typed ? String(typed[name] ?? "") : (own?.[name] ?? "");
  const list = (name: "domains" | "languages" | "show") =>
    typed ? ((typed[name] as string[] | undefined) ?? []) : (own?.[name] ?? []);
  const shown = new Set(list("show"));
  const showBox = (field: DirectoryField) => (
    <CheckboxField
      label={t("profile.showLabel", { field: t(`fields.${field}`) })}
      inputProps={{ name: "show", value: field, defaultChecked: shown.has(field) }}
    />
  );
  return (
    <section aria-labelledby="profile-heading">
      <Card className="grid gap-5">
        <div>
          <h2 id="profile-heading" className="text-2xl font-bold text-basalt-950">
            {t("profile.heading")}
          </h2>
          <p className="mt-1 max-w-3xl text-basalt-700">{t("profile.text")}</p>
          {own ? (
            <p className="mt-2 font-medium text-basalt-900">
              {own.listed ? t("profile.statusListed") : t("profile.statusHidden")}
            </p>
          ) : null}
        </div>
        <Notice
          done={actionData?.done ? err(actionData.done) : null}
          error={actionData?.formError ? err(actionData.formError) : null}
        />
        <Form method="post" className="grid gap-6" noValidate preventScrollReset>
          <input type="hidden" name="intent" value="save" />
          <CheckboxField
            label={t("profile.listed")}
            hint={t("profile.listedHint")}
            inputProps={{
              name: "listed",
              value: "on",
              defaultChecked: typed ? typed.listed === "on" : (own?.listed ?? true),
            }}
          />
          <div className="grid gap-6 md:grid-cols-2">
            <div className="grid gap-2">
              <Field
                label={t("profile.country")}
                error={err(errors.country)}
                inputProps={{
                  name: "country",
                  maxLength: 80,
                  autoComplete: "country-name",
                  defaultValue: value("country"),
                }}
              />
              {showBox("country")}
            </div>
            <div className="grid gap-2">
              <Field
                label={t("profile.city")}
                error={err(errors.city)}
                inputProps={{
                  name: "city",
                  maxLength: 80,
                  autoComplete: "address-level2",
                  defaultValue: value("city"),
                }}
              />
              {showBox("city")}
            </div>
            <div className="grid gap-2">
              <SelectField
                label={t("profile.level")}
                error={err(errors.level)}
                placeholder={t("profile.noLevel")}
                options={frameworkLevels.map((level) => ({
                  value: level,
                  label: loaderData.levelNames[level] ?? level,
                }))}
                selectProps={{ name: "level", defaultValue: value("level") }}
              />
              {showBox("level")}
            </div>
            <div className="grid gap-2">
              <Field
                label={t("profile.employer")}
                error={err(errors.employer)}
                inputProps={{
                  name: "employer",
                  maxLength: 120,
                  autoComplete: "organization",
                  defaultValue: value("employer"),
                }}
              />
              {showBox("employer")}
            </div>
          </div>
          <div className="grid gap-2">
            <ChoiceGroup
              legend={t("profile.domains")}
              type="checkbox"
              name="domains"
              error={err(errors.domains)}
              options={frameworkDomains.map((domain) => ({ value: domain, label: tCommon(`skills.${domain}`) }))}
              defaultValue={list("domains")}
            />
            {showBox("domains")}
          </div>
          <div className="grid gap-2">
            <ChoiceGroup
              legend={t("profile.languages")}
              type="checkbox"
              name="languages"
              error={err(errors.languages)}
              options={spokenLanguages.map((l) => ({ value: l.code, label: l.name }))}
              defaultValue={list("languages")}
              className="[&>div]:sm:grid-cols-3"
            />
            {showBox("languages")}
          </div>
          <div className="grid gap-2">
            <TextareaField
              label={t("profile.bio")}
              error={err(errors.bio)}
              textareaProps={{ name: "bio", maxLength: 800, rows: 4, defaultValue: value("bio") }}
            />
            {showBox("bio")}
          </div>
          <Field
            label={t("profile.credentialId")}
            hint={t("profile.credentialHint")}
            error={err(errors.credentialId)}
            className="max-w-md"
            inputProps={{ name: "credentialId", maxLength: 40, defaultValue: value("credentialId") }}
          />
          <div className="flex flex-wrap gap-3">
            <Button type="submit" disabled={submitting}>
              {t("profile.save")}
            </Button>
          </div>
        </Form>
        {own ? (
          <Form method="post" preventScrollReset>
            <input type="hidden" name="intent" value="remove" />
            <Button type="submit" variant="danger" size="sm" disabled={submitting}>
              {t("profile.remove")}
            </Button>
          </Form>
        ) : null}
      </Card>
    </section>
  );
}

function useLoaderDataOf(): LoaderData {
  return useLoaderData<typeof loader>() as LoaderData;
}
