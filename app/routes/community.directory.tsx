import { useTranslation } from "~/lib/i18n/react";
import { data } from "react-router";
import type { Route } from "./+types/community.directory";
import {
  DirectorySearch,
  OwnProfile,
  mayKeepEntry,
  mayRemoveEntry,
  DIRECTORY_PAGE_SIZE,
  directoryFields,
  directoryForms,
  directorySearchSchema,
  publicEntry,
  type DirectoryField,
} from "~/features/directory";
import { PageHeader } from "~/components/page-header";
import { PageMeta } from "~/components/page-meta";
import { frameworkLevels } from "~/content/framework";
import {
  getDirectoryProfile,
  searchDirectory,
  removeEntry,
  saveEntry,
  withLiveVerification,
} from "~/features/directory/index.server";
import { getUser, requireUser } from "~/features/auth/index.server";
import { levelTexts } from "~/lib/levels/level-texts.server";
import { formatInteger } from "~/lib/format/format";
import { parseForm, refuse, refuseForm } from "~/lib/forms/submission.server";
import { usePageMessages } from "~/lib/i18n/page-messages";
import { pageMessages } from "~/lib/i18n/page-messages.server";
import { getAppContext, getRequestLanguage } from "~/lib/server/app-context.server";
import { consume } from "~/lib/server/rate-limit.server";

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
    mayKeepEntry: mayKeepEntry(user),
    mayRemoveEntry: mayRemoveEntry(user, own !== null),
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

export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireUser(request, context);
  const app = getAppContext(context);
  const form = await request.formData();
  const parsed = parseForm(form, directoryForms);
  if ((await consume(app.rateLimits.communityChanges, user.id)) > 0) {
    return refuseForm(form, "errors.rateLimited", { status: 429 });
  }
  if (!parsed.ok) return refuse(parsed.reply);
  switch (parsed.value.intent) {
    case "save":
      return saveEntry(context, user, parsed.value);
    case "remove":
      return removeEntry(context, user);
  }
}

export default function Directory({ loaderData }: Route.ComponentProps) {
  usePageMessages("directory", loaderData.messages);
  const { t } = useTranslation("directory");
  return (
    <main id="main">
      <PageMeta title={t("meta.title")} description={t("meta.description")} />
      <PageHeader title={t("title")} lead={t("lead")} />
      <div className="mx-auto grid max-w-7xl gap-12 px-4 py-12 sm:px-6 lg:px-8">
        <DirectorySearch />
        <OwnProfile />
      </div>
    </main>
  );
}
