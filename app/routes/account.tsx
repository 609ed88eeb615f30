import {
  Award,
  Bell,
  BookOpenCheck,
  CalendarDays,
  ClipboardCheck,
  KeyRound,
  LogOut,
  Trash2,
  UserRound,
} from "lucide-react";
import { useTranslation } from "~/lib/i18n/react";
import { data, Form, Link } from "react-router";
import type { Route } from "./+types/account";
import { DeleteSection, PasswordSection, ProfileSection, ResultsSection, accountForms } from "~/features/auth";
import { AccountCredentialsSection } from "~/features/credentials";
import { PageHeader } from "~/components/page-header";
import { PageMeta } from "~/components/page-meta";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { claimableCredentials, heldCredentials } from "~/features/registry/index.server";
import { isSubscribed } from "~/features/newsletter/index.server";
import { listCompletedAttempts, questionsOf } from "~/features/quiz/index.server";
import { changePassword, deleteAccount, saveProfile, requireUser } from "~/features/auth/index.server";
import { levelTexts } from "~/lib/levels/level-texts.server";
import { formatDateFor } from "~/lib/format/date-words.server";
import { formatPercent } from "~/lib/format/format";
import { parseForm, refuse } from "~/lib/forms/submission.server";
import { privatePageHeaders } from "~/lib/http/route-headers";
import { usePageMessages } from "~/lib/i18n/page-messages";
import { pageMessages } from "~/lib/i18n/page-messages.server";
import { scoreQuiz } from "~/features/quiz";
import { getAppContext, getRequestLanguage } from "~/lib/server/app-context.server";

export const headers = privatePageHeaders;

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireUser(request, context);
  const { db } = getAppContext(context);
  const formatDate = formatDateFor(context);
  const levels = levelTexts(context);
  const language = getRequestLanguage(context);
  const [subscribed, attempts, held, claimable] = await Promise.all([
    isSubscribed(db, user.email),
    listCompletedAttempts(db, user.id),
    heldCredentials(db, user.id),
    claimableCredentials(db, user.id),
  ]);
  return data(
    {
      messages: pageMessages(context, "account"),
      user: {
        name: user.name,
        email: user.email,
        role: user.role,
        country: user.country ?? "",
        language: user.language,
        memberSince: formatDate(user.createdAt),
      },
      subscribed,
      credentials: { held: held.length, claimable: claimable.length },
      results: attempts.map((attempt) => {
        const years = Number((attempt.profile as { years?: number }).years ?? 0);
        const score = scoreQuiz(questionsOf(attempt.questionIds), attempt.answers, years);
        return {
          id: attempt.id,
          date: formatDate(attempt.completedAt ?? attempt.createdAt),
          level: levels[score.recommended].level,
          score: formatPercent(score.overall.percent, language),
        };
      }),
    },
    { headers: { "Cache-Control": "no-store" } },
  );
}

export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireUser(request, context);
  const form = await request.formData();
  const parsed = parseForm(form, accountForms);
  if (!parsed.ok) return refuse(parsed.reply);
  switch (parsed.value.intent) {
    case "profile":
      return saveProfile(context, user, parsed.value);
    case "password":
      return changePassword(request, context, user, form, parsed.value);
    case "delete":
      return deleteAccount(request, context, user, form, parsed.value);
  }
}

const sectionLinkClass =
  "flex items-center gap-2 rounded-md px-3 py-2 text-sm font-medium text-basalt-800 hover:bg-steam-200 hover:text-basalt-950";

const sections = [
  { id: "profile", icon: UserRound },
  { id: "credentials", icon: Award },
  { id: "results", icon: ClipboardCheck },
  { id: "password", icon: KeyRound },
  { id: "delete", icon: Trash2 },
] as const;

export default function Account({ loaderData }: Route.ComponentProps) {
  usePageMessages("account", loaderData.messages);
  const { t } = useTranslation("account");
  const { t: tCommon } = useTranslation();
  const { user } = loaderData;
  return (
    <main id="main">
      <PageMeta title={t("meta.title")} description={t("meta.description")} />
      <PageHeader title={t("title")} lead={t("lead")}>
        <div className="mt-4 flex flex-wrap items-center gap-3 text-steam-200">
          <Badge tone="sulphur">{t(`roles.${user.role as "member"}`)}</Badge>
          <span>{t("memberSince", { date: user.memberSince })}</span>
        </div>
      </PageHeader>
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-10 sm:px-6 lg:grid-cols-[14rem_1fr] lg:px-8">
        <nav aria-label={t("sections.label")} className="min-w-0 lg:sticky lg:top-24 lg:self-start">
          <ul className="flex flex-wrap gap-1 lg:grid">
            {sections.map(({ id, icon: Icon }) => (
              <li key={id}>
                <a href={`#${id}`} className={sectionLinkClass}>
                  <Icon aria-hidden className="size-4" />
                  {t(`sections.${id}`)}
                </a>
              </li>
            ))}
            <li>
              <Link to="/account/events" className={sectionLinkClass}>
                <CalendarDays aria-hidden className="size-4" />
                {t("eventsLink")}
              </Link>
            </li>
            <li>
              <Link to="/account/notifications" className={sectionLinkClass}>
                <Bell aria-hidden className="size-4" />
                {tCommon("notifications.settings")}
              </Link>
            </li>
            <li>
              <Link to="/account/cpd" className={sectionLinkClass}>
                <BookOpenCheck aria-hidden className="size-4" />
                {t("cpdLink")}
              </Link>
            </li>
          </ul>
          <Form method="post" action="/auth/sign-out" className="mt-4">
            <input type="hidden" name="intent" value="sign-out" />
            <Button type="submit" variant="secondary" size="sm">
              <LogOut aria-hidden />
              {tCommon("session.signOut")}
            </Button>
          </Form>
        </nav>
        <div className="grid gap-8">
          <ProfileSection user={user} subscribed={loaderData.subscribed} />
          <AccountCredentialsSection {...loaderData.credentials} />
          <ResultsSection results={loaderData.results} />
          <PasswordSection email={user.email} />
          <DeleteSection email={user.email} />
        </div>
      </div>
    </main>
  );
}
