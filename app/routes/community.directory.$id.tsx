import { ArrowLeft } from "lucide-react";
import { useTranslation } from "react-i18next";
import { data, Form, Link, useActionData, useNavigation } from "react-router";
import type { Route } from "./+types/community.directory.$id";
import { DirectoryEntry } from "~/components/community/directory-entry";
import { Notice, SignInPrompt } from "~/components/community/notices";
import { PageHeader } from "~/components/page-header";
import { PageMeta } from "~/components/page-meta";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { TextareaField } from "~/components/ui/field";
import { frameworkLevels } from "~/content/framework";
import { getListedProfile } from "~/db/directory.server";
import { mailContact } from "~/db/mentorship.server";
import { fillTemplate } from "~/lib/auth/account-mail.server";
import { withLiveVerification } from "~/lib/community/directory-verify.server";
import { getAppContext } from "~/lib/server/app-context.server";
import { getUser, requireUser } from "~/lib/auth/auth.server";
import { contactMemberSchema, publicEntry } from "~/lib/community/directory";
import { fieldErrors } from "~/lib/forms/fields";
import { isLanguageCode } from "~/lib/i18n/languages";
import { usePageMessages } from "~/lib/i18n/page-messages";
import { pageMessages } from "~/lib/i18n/page-messages.server";
import { useErrorText } from "~/lib/i18n/use-error-text";
import { levelTexts } from "~/lib/certification/level-texts.server";
import { consume } from "~/lib/server/rate-limit.server";
import { getNamespace } from "~/locales/index.server";
import { logger } from "~/lib/server/log.server";
import { SubmissionField } from "~/lib/forms/idempotency";
import { answeredBefore, newSubmissionToken, storeOnce } from "~/lib/forms/idempotency.server";

async function listedOr404(context: Route.LoaderArgs["context"], id: string) {
  if (id.length > 100) throw data(null, { status: 404 });
  const profile = await getListedProfile(getAppContext(context).db, id);
  if (!profile) throw data(null, { status: 404 });
  return profile;
}

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const app = getAppContext(context);
  const user = await getUser(request, context);
  const wait = await consume(app.rateLimits.directoryPages, app.clientIp);
  if (wait > 0) throw data(null, { status: 429, headers: { "Retry-After": String(wait) } });
  const profile = await listedOr404(context, params.id);
  const levels = levelTexts(context);
  const entry = (await withLiveVerification(app.db, [profile], [publicEntry(profile)]))[0]!;
  return data(
    {
      messages: pageMessages(context, "directory"),
      entry,
      levelName:
        entry.level && (frameworkLevels as readonly string[]).includes(entry.level)
          ? levels[entry.level as (typeof frameworkLevels)[number]].level
          : undefined,
      signedIn: Boolean(user),
      self: user?.id === profile.userId,
      submission: newSubmissionToken(),
    },
    { headers: { "Cache-Control": "private, no-store" } },
  );
}

type ActionResult = { done?: string; formError?: string; errors: Record<string, string>; message?: string };

export async function action({ request, context, params }: Route.ActionArgs) {
  const sender = await requireUser(request, context);
  const app = getAppContext(context);
  const profile = await listedOr404(context, params.id);
  if (profile.userId === sender.id) return data<ActionResult>({ formError: "contact.self", errors: {} }, 400);
  const form = await request.formData();
  // A resent message gets the first answer and is not mailed again (decision 018).
  const earlier = await answeredBefore<ActionResult>(app.db, form, "directory-message");
  if (earlier) return data<ActionResult>(earlier);
  const message = String(form.get("message") ?? "").slice(0, 10_000);
  const parsed = contactMemberSchema.safeParse({ message });
  if (!parsed.success) return data<ActionResult>({ errors: fieldErrors(parsed.error), message }, 400);
  if ((await consume(app.rateLimits.directoryContact, sender.id)) > 0) {
    return data<ActionResult>({ formError: "errors.rateLimited", errors: {}, message }, 429);
  }
  const recipient = await mailContact(app.db, profile.userId);
  if (!recipient) throw data(null, { status: 404 });
  // In the recipient's language; replies go straight to the sender, whose address is not shown here.
  const language = isLanguageCode(recipient.language) ? recipient.language : "en";
  const text = getNamespace(language, "directory").mail;
  const values = {
    name: sender.name,
    recipient: recipient.name,
    message: parsed.data.message,
    link: `${app.config.siteUrl}/community/directory`,
  };
  try {
    const stored = await storeOnce(app.db, form, "directory-message", async (tx): Promise<ActionResult> => {
      await app.mailer.send(
        {
          to: recipient.email,
          replyTo: sender.email,
          subject: fillTemplate(text.contactSubject, values),
          text: fillTemplate(text.contactBody, values),
          language,
        },
        { db: tx },
      );
      return { done: "contact.sent", errors: {} };
    });
    return data<ActionResult>(stored.result);
  } catch (error) {
    logger.error({ err: error }, "Directory contact mail failed");
    return data<ActionResult>({ formError: "errors.failed", errors: {}, message }, 500);
  }
}

export default function DirectoryProfile({ loaderData }: Route.ComponentProps) {
  usePageMessages("directory", loaderData.messages);
  const { t } = useTranslation("directory");
  const err = useErrorText("directory");
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const { entry } = loaderData;
  return (
    <main id="main">
      <PageMeta title={`${entry.name} · ${t("meta.title")}`} description={t("meta.description")} />
      <PageHeader title={entry.name} lead={t("lead")} trail={[[t("title"), "/community/directory"]]} />
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-12 sm:px-6 lg:grid-cols-2 lg:px-8">
        <div className="grid content-start gap-4">
          <DirectoryEntry entry={entry} levelName={loaderData.levelName} headingLevel="h2" contactLink={false} />
          <Link
            to="/community/directory"
            className="flex items-center gap-1.5 font-medium text-mineral-800 underline underline-offset-4"
          >
            <ArrowLeft aria-hidden className="size-4" />
            {t("contact.back")}
          </Link>
        </div>
        <Card className="grid content-start gap-4">
          <h2 className="text-xl font-semibold text-basalt-950">{t("contact.heading", { name: entry.name })}</h2>
          {loaderData.self ? (
            <p className="text-basalt-700">{t("contact.self")}</p>
          ) : !loaderData.signedIn ? (
            <SignInPrompt
              text={t("contact.signIn")}
              button={t("profile.signInButton")}
              next={`/community/directory/${encodeURIComponent(entry.id)}`}
            />
          ) : (
            <>
              <p className="text-basalt-700">{t("contact.text")}</p>
              <Notice
                done={actionData?.done ? err(actionData.done) : null}
                error={actionData?.formError ? err(actionData.formError) : null}
              />
              {actionData?.done ? null : (
                <Form method="post" className="grid gap-4" noValidate>
                  <SubmissionField token={loaderData.submission} />
                  <TextareaField
                    label={t("contact.message")}
                    hint={t("contact.messageHint")}
                    error={err(actionData?.errors.message)}
                    textareaProps={{
                      name: "message",
                      required: true,
                      minLength: 20,
                      maxLength: 3000,
                      defaultValue: actionData?.message ?? "",
                    }}
                  />
                  <Button type="submit" className="justify-self-start" disabled={navigation.state === "submitting"}>
                    {t("contact.send")}
                  </Button>
                </Form>
              )}
            </>
          )}
        </Card>
      </div>
    </main>
  );
}
