import { useTranslation } from "~/lib/i18n/react";
import { data, redirect, useActionData } from "react-router";
import type { Route } from "./+types/auth";
import { MailSentCard, SignInForm, SignUpForm, TabLink, authForms, safeNext } from "~/features/auth";
import { PageHeader } from "~/components/page-header";
import { PageMeta } from "~/components/page-meta";
import { Card } from "~/components/ui/card";
import { getUser, openAccount, signIn, type CheckMail } from "~/features/auth/index.server";
import { parseForm, refuse } from "~/lib/forms/submission.server";
import { usePageMessages } from "~/lib/i18n/page-messages";
import { pageMessages } from "~/lib/i18n/page-messages.server";

type Tab = "signin" | "signup";

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const next = safeNext(url.searchParams.get("next"));
  // Already signed in: nothing to do here.
  if (await getUser(request, context)) throw redirect(next);
  const tab: Tab = url.searchParams.get("tab") === "signup" ? "signup" : "signin";
  return data({ messages: pageMessages(context, "auth"), tab, next }, { headers: { "Cache-Control": "no-store" } });
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const parsed = parseForm(form, authForms);
  if (!parsed.ok) return refuse(parsed.reply);
  switch (parsed.value.intent) {
    case "signin":
      return signIn(request, context, form, parsed.value);
    case "signup":
      return openAccount(request, context, form, parsed.value);
  }
}

export default function AuthPage({ loaderData }: Route.ComponentProps) {
  usePageMessages("auth", loaderData.messages);
  const { t } = useTranslation("auth");
  const actionData = useActionData<typeof action>();
  const checkMail = (actionData as Partial<CheckMail> | undefined)?.checkMail;
  // After a refused post, the tab of the form that was posted.
  const replied = actionData && "intent" in actionData ? actionData.intent : null;
  const tab: Tab = replied === "signin" || replied === "signup" ? replied : loaderData.tab;
  const nextQuery = loaderData.next === "/account" ? "" : `&next=${encodeURIComponent(loaderData.next)}`;

  return (
    <main id="main">
      <PageMeta title={t("meta.title")} description={t("meta.description")} />
      <PageHeader title={t("title")} lead={t("lead")} />
      <div className="mx-auto max-w-lg px-4 py-12 sm:px-6">
        {checkMail ? (
          <MailSentCard
            heading={t("checkMail.heading")}
            text={t("checkMail.text", { email: checkMail })}
            back={t("checkMail.back")}
          />
        ) : (
          <Card>
            <nav aria-label={t("tabs.label")} className="grid grid-cols-2 border-b border-basalt-200">
              <TabLink to={`/auth?tab=signin${nextQuery}`} current={tab === "signin"}>
                {t("tabs.signIn")}
              </TabLink>
              <TabLink to={`/auth?tab=signup${nextQuery}`} current={tab === "signup"}>
                {t("tabs.signUp")}
              </TabLink>
            </nav>
            <div className="pt-6 sm:px-2">
              {tab === "signin" ? <SignInForm next={loaderData.next} /> : <SignUpForm next={loaderData.next} />}
            </div>
          </Card>
        )}
      </div>
    </main>
  );
}
