import { ArrowLeft } from "lucide-react";
import { useTranslation } from "~/lib/i18n/react";
import { data, Form, Link, useNavigation } from "react-router";
import type { Route } from "./+types/community.directory.$id";
import { DirectoryEntry, mayMessage, contactMemberForm, publicEntry } from "~/features/directory";
import { SignInPrompt } from "~/components/sign-in-prompt";
import { FormAlert, FormSuccess } from "~/components/forms/form-status";
import { PageHeader } from "~/components/page-header";
import { PageMeta } from "~/components/page-meta";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { TextareaField } from "~/components/ui/field";
import { frameworkLevels } from "~/content/framework";
import {
  getListedProfile,
  messageSentBefore,
  sendMessage,
  withLiveVerification,
} from "~/features/directory/index.server";
import { getUser, requireUser } from "~/features/auth/index.server";
import { ensure } from "~/features/auth";
import { levelTexts } from "~/lib/levels/level-texts.server";
import { useFlash } from "~/lib/forms/flash";
import { SubmissionField } from "~/lib/forms/idempotency";
import { newSubmissionToken } from "~/lib/forms/idempotency.server";
import { useFormReply } from "~/lib/forms/submission";
import { parseForm, refuse, refuseForm } from "~/lib/forms/submission.server";
import { usePageMessages } from "~/lib/i18n/page-messages";
import { pageMessages } from "~/lib/i18n/page-messages.server";
import { useErrorText } from "~/lib/i18n/use-error-text";
import { getAppContext } from "~/lib/server/app-context.server";
import { consume } from "~/lib/server/rate-limit.server";

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
      mayMessage: mayMessage(user, profile),
      submission: newSubmissionToken(),
    },
    { headers: { "Cache-Control": "private, no-store" } },
  );
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const sender = await requireUser(request, context);
  const app = getAppContext(context);
  const profile = await listedOr404(context, params.id);
  const form = await request.formData();
  const parsed = parseForm(form, contactMemberForm);
  ensure(mayMessage(sender, profile));
  // A resent message gets the first answer and is not mailed again (decision 018).
  await messageSentBefore(context, form, profile);
  if (!parsed.ok) return refuse(parsed.reply);
  if ((await consume(app.rateLimits.directoryContact, sender.id)) > 0) {
    return refuseForm(form, "errors.rateLimited", { status: 429 });
  }
  return sendMessage(context, sender, form, profile, parsed.value.message);
}

export default function DirectoryProfile({ loaderData }: Route.ComponentProps) {
  usePageMessages("directory", loaderData.messages);
  const { t } = useTranslation("directory");
  const err = useErrorText("directory");
  const reply = useFormReply("message");
  const sent = useFlash("message") !== null;
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
          ) : loaderData.mayMessage ? (
            <>
              <p className="text-basalt-700">{t("contact.text")}</p>
              <FormSuccess form="message" />
              <FormAlert message={err(reply.formError)} />
              {sent ? null : (
                <Form method="post" className="grid gap-4" noValidate>
                  <input type="hidden" name="intent" value="message" />
                  <SubmissionField token={loaderData.submission} />
                  <TextareaField
                    label={t("contact.message")}
                    hint={t("contact.messageHint")}
                    error={err(reply.fieldErrors.message)}
                    textareaProps={{
                      name: "message",
                      required: true,
                      minLength: 20,
                      maxLength: 3000,
                      defaultValue: reply.values.message ?? "",
                    }}
                  />
                  <Button type="submit" className="justify-self-start" disabled={navigation.state === "submitting"}>
                    {t("contact.send")}
                  </Button>
                </Form>
              )}
            </>
          ) : null}
        </Card>
      </div>
    </main>
  );
}
