import { ClipboardCheck, KeyRound, LogOut, Trash2, UserRound } from "lucide-react";
import { useTranslation } from "react-i18next";
import { data, Form, Link, useActionData, useNavigation } from "react-router";
import type { Route } from "./+types/account";
import { PageHeader } from "~/components/page-header";
import { PageMeta } from "~/components/page-meta";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { CheckboxField, Field, FieldError, SelectField } from "~/components/ui/field";
import { isSubscribed, subscribeToNewsletter, unsubscribeFromNewsletter } from "~/db/newsletter.server";
import { listCompletedAttempts } from "~/db/quiz.server";
import { checkPassword, countAdmins, deleteUserAndPersonalData, updateProfile } from "~/db/users.server";
import { changePasswordSchema, deleteAccountSchema, profileSchema } from "~/lib/auth/account";
import { getAppContext, getRequestLanguage } from "~/lib/server/app-context.server";
import { requireUser } from "~/lib/auth/auth.server";
import { formatDateFor } from "~/lib/format/date-words.server";
import { formatPercent } from "~/lib/format/format";
import { fieldErrors, formValues } from "~/lib/forms/fields";
import { usePageMessages } from "~/lib/i18n/page-messages";
import { useErrorText } from "~/lib/i18n/use-error-text";
import { pageMessages } from "~/lib/i18n/page-messages.server";
import { isLanguageCode, languages, type LanguageCode } from "~/lib/i18n/languages";
import { levelTexts } from "~/lib/certification/level-texts.server";
import { questionsOf } from "~/lib/quiz/quiz.server";
import { scoreQuiz } from "~/lib/quiz/scoring";
import { consume } from "~/lib/server/rate-limit.server";
import { redirectWithFlash } from "~/lib/forms/flash.server";
import { accountRedirectHeaders, authErrorCode, copySetCookies } from "~/lib/auth/session-cookies.server";
import { logger } from "~/lib/server/log.server";

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireUser(request, context);
  const { db } = getAppContext(context);
  const formatDate = formatDateFor(context);
  const levels = levelTexts(context);
  const language = getRequestLanguage(context);
  const [subscribed, attempts] = await Promise.all([isSubscribed(db, user.email), listCompletedAttempts(db, user.id)]);
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

type Section = "profile" | "password" | "delete";
type ActionResult = {
  section: Section;
  errors: Record<string, string>;
  values: Record<string, string>;
  formError?: string;
};

export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireUser(request, context);
  const app = getAppContext(context);
  const secure = app.config.siteUrl.startsWith("https:");
  const form = await request.formData();
  const intent = String(form.get("intent") ?? "");
  const reply = (section: Section, status: number, result: Partial<ActionResult>) =>
    data<ActionResult>({ section, errors: {}, values: {}, ...result }, { status });

  if (intent === "profile") {
    const values = formValues(form, ["name", "country", "language", "newsletter"]);
    const parsed = profileSchema.safeParse({ ...values, newsletter: values.newsletter || undefined });
    if (!parsed.success) return reply("profile", 400, { errors: fieldErrors(parsed.error), values });
    const language = parsed.data.language as LanguageCode;
    await updateProfile(app.db, user.id, {
      name: parsed.data.name,
      country: parsed.data.country || null,
      language,
    });
    if (parsed.data.newsletter) await subscribeToNewsletter(app.db, { email: user.email, language, source: "account" });
    else await unsubscribeFromNewsletter(app.db, user.email);
    // The preferred language is used from now on: it becomes the visitor's language choice.
    throw redirectWithFlash(context, "/account", { ns: "common", key: "session.profileSaved" }, {
      headers: accountRedirectHeaders({ secure, language }),
    });
  }

  if (intent === "password") {
    const parsed = changePasswordSchema.safeParse({
      currentPassword: String(form.get("currentPassword") ?? ""),
      password: String(form.get("password") ?? ""),
      confirm: String(form.get("confirm") ?? ""),
    });
    if (!parsed.success) return reply("password", 400, { errors: fieldErrors(parsed.error) });
    if ((await consume(app.rateLimits.accountChanges, user.id)) > 0) {
      return reply("password", 429, { formError: "errors.rateLimited" });
    }
    try {
      const result = await app.auth.api.changePassword({
        body: {
          currentPassword: parsed.data.currentPassword,
          newPassword: parsed.data.password,
          revokeOtherSessions: true,
        },
        headers: request.headers,
        returnHeaders: true,
      });
      const headers = copySetCookies(result.headers);
      throw redirectWithFlash(context, "/account", { ns: "common", key: "session.passwordChanged" }, {
      headers: accountRedirectHeaders({ secure, authHeaders: headers }),
    });
    } catch (error) {
      if (error instanceof Response) throw error;
      const known = authErrorCode(error);
      if (known && known.status < 500) {
        return reply("password", 400, { errors: { currentPassword: "errors.wrongPassword" } });
      }
      logger.error({ err: error }, "Password change failed");
      return reply("password", 500, { formError: "errors.failed" });
    }
  }

  if (intent === "delete") {
    const parsed = deleteAccountSchema.safeParse({
      currentPassword: String(form.get("currentPassword") ?? ""),
      confirm: String(form.get("confirm") ?? ""),
    });
    if (!parsed.success) return reply("delete", 400, { errors: fieldErrors(parsed.error) });
    if ((await consume(app.rateLimits.accountChanges, user.id)) > 0) {
      return reply("delete", 429, { formError: "errors.rateLimited" });
    }
    if (!(await checkPassword(app.db, user.id, parsed.data.currentPassword))) {
      return reply("delete", 400, { errors: { currentPassword: "errors.wrongPassword" } });
    }
    // The site must keep an administrator (as on /admin/users).
    if (user.role === "admin" && (await countAdmins(app.db)) <= 1) {
      return reply("delete", 400, { formError: "errors.lastAdmin" });
    }
    // Signing out first gives the headers that clear the session cookie.
    const signedOut = await app.auth.api.signOut({ headers: request.headers, returnHeaders: true }).catch(() => null);
    // Checked again atomically where the account is deleted (the last two admins deleting at once).
    if (!(await deleteUserAndPersonalData(app.db, user.id))) {
      return reply("delete", 400, { formError: "errors.lastAdmin" });
    }
    throw redirectWithFlash(context, "/", { ns: "common", key: "session.accountDeleted" }, {
      headers: accountRedirectHeaders({ secure, authHeaders: signedOut?.headers }),
    });
  }

  return reply("profile", 400, { formError: "errors.failed" });
}

const sectionLinkClass =
  "flex items-center gap-2 rounded-md px-3 py-2 text-sm font-medium text-basalt-800 hover:bg-steam-200 hover:text-basalt-950";

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
            <li>
              <a href="#profile" className={sectionLinkClass}>
                <UserRound aria-hidden className="size-4" />
                {t("sections.profile")}
              </a>
            </li>
            <li>
              <a href="#results" className={sectionLinkClass}>
                <ClipboardCheck aria-hidden className="size-4" />
                {t("sections.results")}
              </a>
            </li>
            <li>
              <a href="#password" className={sectionLinkClass}>
                <KeyRound aria-hidden className="size-4" />
                {t("sections.password")}
              </a>
            </li>
            <li>
              <a href="#delete" className={sectionLinkClass}>
                <Trash2 aria-hidden className="size-4" />
                {t("sections.delete")}
              </a>
            </li>
          </ul>
          <Form method="post" action="/auth/sign-out" className="mt-4">
            <Button type="submit" variant="secondary" size="sm">
              <LogOut aria-hidden />
              {tCommon("session.signOut")}
            </Button>
          </Form>
        </nav>
        <div className="grid gap-8">
          <ProfileSection user={user} subscribed={loaderData.subscribed} />
          <ResultsSection results={loaderData.results} />
          <PasswordSection email={user.email} />
          <DeleteSection email={user.email} />
        </div>
      </div>
    </main>
  );
}

type LoaderData = Route.ComponentProps["loaderData"];

/** This section's part of the action's answer (errors and typed values), if it was this form. */
function useSectionResult(section: Section) {
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const result = actionData?.section === section ? actionData : undefined;
  const submitting = navigation.state === "submitting" && navigation.formData?.get("intent") === section;
  return { errors: result?.errors ?? {}, values: result?.values, formError: result?.formError, submitting };
}

function SectionCard({
  id,
  title,
  text,
  children,
  tone = "default",
}: {
  id: string;
  title: string;
  text?: string;
  children: React.ReactNode;
  tone?: "default" | "danger";
}) {
  return (
    <Card id={id} className={tone === "danger" ? "scroll-mt-24 border-magma-200" : "scroll-mt-24"}>
      <section aria-labelledby={`${id}-heading`} className="grid gap-5">
        <div>
          <h2 id={`${id}-heading`} className="text-xl font-semibold text-basalt-950">
            {title}
          </h2>
          {text ? <p className="mt-1 text-basalt-700">{text}</p> : null}
        </div>
        {children}
      </section>
    </Card>
  );
}

function FormAlert({ message }: { message?: string }) {
  const err = useErrorText("account");
  if (!message) return null;
  return (
    <div role="alert" className="rounded-lg border border-magma-200 bg-magma-50 p-3">
      <FieldError message={err(message)} />
    </div>
  );
}

function ProfileSection({ user, subscribed }: { user: LoaderData["user"]; subscribed: boolean }) {
  const { t } = useTranslation("account");
  const err = useErrorText("account");
  const { errors, values, formError, submitting } = useSectionResult("profile");
  const chosenLanguage = values?.language && isLanguageCode(values.language) ? values.language : user.language;
  return (
    <SectionCard id="profile" title={t("profile.heading")} text={t("profile.text")}>
      <Form method="post" className="grid gap-5" noValidate>
        <input type="hidden" name="intent" value="profile" />
        <FormAlert message={formError} />
        <div className="grid gap-5 sm:grid-cols-2">
          <Field
            label={t("profile.name")}
            error={err(errors.name)}
            inputProps={{
              name: "name",
              autoComplete: "name",
              required: true,
              maxLength: 120,
              defaultValue: values?.name ?? user.name,
            }}
          />
          <Field
            label={t("profile.email")}
            hint={t("profile.emailHint")}
            inputProps={{ name: "email-shown", type: "email", readOnly: true, value: user.email }}
          />
          <Field
            label={t("profile.country")}
            hint={t("profile.countryHint")}
            error={err(errors.country)}
            inputProps={{
              name: "country",
              autoComplete: "country-name",
              maxLength: 80,
              defaultValue: values?.country ?? user.country,
            }}
          />
          <SelectField
            label={t("profile.language")}
            hint={t("profile.languageHint")}
            error={err(errors.language)}
            options={languages.map((l) => ({ value: l.code, label: l.name }))}
            selectProps={{ name: "language", defaultValue: chosenLanguage }}
          />
        </div>
        <CheckboxField
          label={t("profile.newsletter")}
          hint={t("profile.newsletterHint")}
          inputProps={{
            name: "newsletter",
            value: "on",
            defaultChecked: values ? values.newsletter === "on" : subscribed,
          }}
        />
        <Button type="submit" className="justify-self-start" disabled={submitting}>
          {t("profile.submit")}
        </Button>
      </Form>
    </SectionCard>
  );
}

function ResultsSection({ results }: { results: LoaderData["results"] }) {
  const { t } = useTranslation("account");
  return (
    <SectionCard id="results" title={t("results.heading")} text={t("results.text")}>
      {results.length === 0 ? (
        <div className="grid justify-items-start gap-3 rounded-lg bg-steam-100 p-5">
          <p className="text-basalt-800">{t("results.empty")}</p>
          <Button asChild variant="secondary" size="sm">
            <Link to="/training-quiz">{t("results.takeQuiz")}</Link>
          </Button>
        </div>
      ) : (
        <div className="overflow-x-auto">
          <table className="w-full min-w-[28rem] text-left text-sm">
            <thead className="border-b border-basalt-200 text-basalt-700">
              <tr>
                <th scope="col" className="py-2 pr-4 font-semibold">
                  {t("results.date")}
                </th>
                <th scope="col" className="py-2 pr-4 font-semibold">
                  {t("results.level")}
                </th>
                <th scope="col" className="py-2 pr-4 font-semibold">
                  {t("results.score")}
                </th>
                <th scope="col" className="py-2 font-semibold">
                  <span className="sr-only">{t("results.view")}</span>
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-basalt-100">
              {results.map((result) => (
                <tr key={result.id}>
                  <td className="py-3 pr-4 text-basalt-900">{result.date}</td>
                  <td className="py-3 pr-4 font-medium text-basalt-950">{result.level}</td>
                  <td className="py-3 pr-4 text-basalt-900 tabular-nums">{result.score}</td>
                  <td className="py-3 text-right">
                    <Link
                      to={`/quiz-results/${result.id}`}
                      aria-label={t("results.viewLabel", { date: result.date })}
                      className="font-medium text-mineral-800 underline underline-offset-4"
                    >
                      {t("results.view")}
                    </Link>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </SectionCard>
  );
}

function PasswordSection({ email }: { email: string }) {
  const { t } = useTranslation("account");
  const err = useErrorText("account");
  const { errors, formError, submitting } = useSectionResult("password");
  return (
    <SectionCard id="password" title={t("password.heading")} text={t("password.text")}>
      <Form method="post" className="grid max-w-md gap-5" noValidate>
        <input type="hidden" name="intent" value="password" />
        {/* Lets password managers know whose password this is. */}
        <input type="text" name="username" autoComplete="username" value={email} readOnly hidden />
        <FormAlert message={formError} />
        <Field
          label={t("password.current")}
          error={err(errors.currentPassword)}
          inputProps={{ name: "currentPassword", type: "password", autoComplete: "current-password", required: true }}
        />
        <Field
          label={t("password.new")}
          hint={t("password.newHint")}
          error={err(errors.password)}
          inputProps={{ name: "password", type: "password", autoComplete: "new-password", required: true }}
        />
        <Field
          label={t("password.confirm")}
          error={err(errors.confirm)}
          inputProps={{ name: "confirm", type: "password", autoComplete: "new-password", required: true }}
        />
        <Button type="submit" className="justify-self-start" disabled={submitting}>
          {t("password.submit")}
        </Button>
      </Form>
    </SectionCard>
  );
}

function DeleteSection({ email }: { email: string }) {
  const { t } = useTranslation("account");
  const err = useErrorText("account");
  const { errors, formError, submitting } = useSectionResult("delete");
  return (
    <SectionCard id="delete" title={t("delete.heading")} text={t("delete.text")} tone="danger">
      <Form method="post" className="grid max-w-md gap-5" noValidate>
        <input type="hidden" name="intent" value="delete" />
        <input type="text" name="username" autoComplete="username" value={email} readOnly hidden />
        <FormAlert message={formError} />
        <Field
          label={t("delete.password")}
          error={err(errors.currentPassword)}
          inputProps={{ name: "currentPassword", type: "password", autoComplete: "current-password", required: true }}
        />
        <CheckboxField
          label={t("delete.confirm")}
          error={err(errors.confirm)}
          inputProps={{ name: "confirm", value: "on", required: true }}
        />
        <Button type="submit" variant="danger" className="justify-self-start" disabled={submitting}>
          <Trash2 aria-hidden />
          {t("delete.submit")}
        </Button>
      </Form>
    </SectionCard>
  );
}
