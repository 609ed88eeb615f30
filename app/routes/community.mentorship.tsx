import { useTranslation } from "~/lib/i18n/react";
import type { Route } from "./+types/community.mentorship";
import { SignInPrompt } from "~/components/sign-in-prompt";
import { FormAlert, FormSuccess } from "~/components/forms/form-status";
import { MentorList, Matches, MyMentorships, OfferForm, SeekForm, mentorshipForms } from "~/features/mentorship";
import { PageHeader } from "~/components/page-header";
import { PageMeta } from "~/components/page-meta";
import { requireUser } from "~/features/auth/index.server";
import {
  answerRequest,
  end,
  pauseOrResume,
  requestSentBefore,
  saveOffer,
  saveSeek,
  sendRequest,
  withdraw,
  loadMentorshipPage,
} from "~/features/mentorship/index.server";
import { useFormReply } from "~/lib/forms/submission";
import { parseForm, refuse, refuseForm } from "~/lib/forms/submission.server";
import { usePageMessages } from "~/lib/i18n/page-messages";
import { useErrorText } from "~/lib/i18n/use-error-text";
import { getAppContext } from "~/lib/server/app-context.server";
import { consume } from "~/lib/server/rate-limit.server";

export async function loader({ request, context }: Route.LoaderArgs) {
  return loadMentorshipPage(request, context);
}

export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireUser(request, context);
  const app = getAppContext(context);
  const form = await request.formData();
  const parsed = parseForm(form, mentorshipForms);
  // A resent request gets the first answer, before the limits that would now refuse it (decision 018).
  const isRequest = form.get("intent") === "request";
  if (isRequest) {
    const earlier = await requestSentBefore(request, context, form);
    if (earlier) return earlier;
  }
  const limiter = isRequest ? app.rateLimits.mentorshipRequests : app.rateLimits.communityChanges;
  if ((await consume(limiter, user.id)) > 0) return refuseForm(form, "errors.rateLimited", { status: 429 });
  if (!parsed.ok) return refuse(parsed.reply);
  const input = parsed.value;
  switch (input.intent) {
    case "mentor":
      return saveOffer(context, user, input);
    case "pause":
    case "resume":
      return pauseOrResume(context, user, input.intent);
    case "mentee":
      return saveSeek(context, user, input);
    case "request":
      return sendRequest(request, context, user, form, input);
    case "respond":
      return answerRequest(request, context, user, form, input);
    case "withdraw":
      return withdraw(request, context, user, form, input.id);
    case "end":
      return end(request, context, user, form, input.id);
  }
}

export default function Mentorship({ loaderData }: Route.ComponentProps) {
  usePageMessages("mentorship", loaderData.messages);
  const { t } = useTranslation("mentorship");
  const { me } = loaderData;
  const requestReply = useFormReply("request");
  const err = useErrorText("mentorship");
  // A refused request whose mentor card is not on this page is told here.
  const cardShown = loaderData.mentors.some((mentor) => mentor.userId === requestReply.values.mentorId);
  return (
    <main id="main">
      <PageMeta title={t("meta.title")} description={t("meta.description")} />
      <PageHeader title={t("title")} lead={t("lead")} />
      <div className="mx-auto grid max-w-7xl gap-12 px-4 py-12 sm:px-6 lg:px-8">
        <nav aria-label={t("sections.label")}>
          <ul className="flex flex-wrap gap-x-6 gap-y-2">
            {(me
              ? (["mine", "matches", "mentors", "offer", "seek"] as const)
              : (["mentors", "offer", "seek"] as const)
            ).map((key) => (
              <li key={key}>
                <a href={`#${key}`} className="font-medium text-mineral-800 underline underline-offset-4">
                  {t(`sections.${key}`)}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        {!me ? <SignInPrompt text={t("signIn.text")} button={t("signIn.button")} next="/community/mentorship" /> : null}
        <FormSuccess form="request" />
        {cardShown ? null : <FormAlert message={err(requestReply.formError, requestReply.formErrorValues)} />}
        {me ? <MyMentorships /> : null}
        {me ? <Matches /> : null}
        <MentorList />
        <div className="grid gap-8 lg:grid-cols-2">
          <OfferForm />
          <SeekForm />
        </div>
      </div>
    </main>
  );
}
