import { Sparkles } from "lucide-react";
import { useTranslation } from "~/lib/i18n/react";
import { Form, useNavigation } from "react-router";
import { FormAlert } from "~/components/forms/form-status";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { TextareaField } from "~/components/ui/field";
import { spokenLanguageName } from "~/lib/community/community";
import { SubmissionField } from "~/lib/forms/idempotency";
import { useFormReply } from "~/lib/forms/submission";
import { useErrorText } from "~/lib/i18n/use-error-text";
import { useMentorshipData, type MentorCard } from "./mentorship-data";

/** A mentor in the list or among the matches, with the request form when the member may ask. */
export function MentorCardView({
  mentor,
  reason,
  idPrefix,
}: {
  mentor: MentorCard;
  reason?: string;
  idPrefix: string;
}) {
  const { t } = useTranslation("mentorship");
  const { t: tCommon } = useTranslation();
  const err = useErrorText("mentorship");
  const loaderData = useMentorshipData();
  const reply = useFormReply("request");
  const navigation = useNavigation();
  const mine = reply.values.mentorId === mentor.userId ? reply : undefined;
  const headingId = `${idPrefix}-${mentor.userId}`;
  return (
    <Card
      className="grid h-full content-start gap-3 p-5"
      data-testid="mentor-card"
      aria-labelledby={headingId}
      role="article"
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h3 id={headingId} className="text-lg font-semibold text-basalt-950">
          {mentor.name}
        </h3>
        {mentor.freePlaces > 0 ? (
          <Badge tone="mineral">{t("card.places", { count: mentor.freePlaces, capacity: mentor.capacity })}</Badge>
        ) : (
          <Badge tone="sulphur">{t("card.full")}</Badge>
        )}
      </div>
      {reason ? (
        <p className="flex gap-2 rounded-lg bg-mineral-50 p-2.5 text-sm font-medium text-mineral-800">
          <Sparkles aria-hidden className="mt-0.5 size-4 shrink-0" />
          {reason}
        </p>
      ) : null}
      <dl className="grid gap-1 text-sm text-basalt-800">
        <div className="flex gap-2">
          <dt className="font-medium">{t("card.level")}:</dt>
          <dd>{loaderData.levelNames[mentor.level] ?? mentor.level}</dd>
        </div>
        <div className="flex gap-2">
          <dt className="font-medium">{t("card.languages")}:</dt>
          <dd>{mentor.languages.map(spokenLanguageName).join(", ")}</dd>
        </div>
        <div className="flex gap-2">
          <dt className="font-medium">{t("card.region")}:</dt>
          <dd>{t(`regions.${mentor.region as "europe"}`)}</dd>
        </div>
        <div>
          <dt className="sr-only">{t("card.domains")}</dt>
          <dd className="mt-1 flex flex-wrap gap-1.5">
            {mentor.domains.map((domain) => (
              <Badge key={domain}>{tCommon(`skills.${domain}` as "skills.drillingOperations")}</Badge>
            ))}
          </dd>
        </div>
      </dl>
      <p className="text-sm text-basalt-700">{mentor.bio}</p>
      {!loaderData.me ? null : mentor.self ? (
        <p className="text-sm font-medium text-basalt-700">{t("card.you")}</p>
      ) : mentor.requested ? (
        <p className="text-sm font-medium text-mineral-800">{t("card.requested")}</p>
      ) : mentor.mayRequest ? (
        <details className="group rounded-lg border border-basalt-200" open={Boolean(mine)}>
          <summary className="cursor-pointer rounded-lg px-3 py-2 font-semibold text-magma-800 hover:bg-steam-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-magma-600">
            <span aria-hidden="true">{t("card.request")}</span>
            <span className="sr-only">{t("card.requestLabel", { name: mentor.name })}</span>
          </summary>
          <Form method="post" className="grid gap-3 p-3" preventScrollReset noValidate>
            <input type="hidden" name="intent" value="request" />
            <input type="hidden" name="mentorId" value={mentor.userId} />
            <SubmissionField token={loaderData.submission} name={mentor.userId} />
            <FormAlert message={err(mine?.formError, mine?.formErrorValues)} />
            <TextareaField
              label={t("card.message")}
              hint={t("card.messageHint")}
              error={err(mine?.fieldErrors.message)}
              textareaProps={{
                id: `${idPrefix}-message-${mentor.userId}`,
                name: "message",
                rows: 4,
                maxLength: 2000,
                required: true,
                className: "min-h-24",
                defaultValue: mine?.values.message ?? "",
              }}
            />
            <Button type="submit" size="sm" className="justify-self-start" disabled={navigation.state === "submitting"}>
              {t("card.send")}
            </Button>
          </Form>
        </details>
      ) : null}
    </Card>
  );
}
