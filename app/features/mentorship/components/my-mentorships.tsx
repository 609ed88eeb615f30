import { HeartHandshake } from "lucide-react";
import { useTranslation } from "~/lib/i18n/react";
import { Form, useNavigation } from "react-router";
import { FormAlert, FormSuccess } from "~/components/forms/form-status";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { TextareaField } from "~/components/ui/field";
import { useFormReply } from "~/lib/forms/submission";
import { useErrorText } from "~/lib/i18n/use-error-text";
import { useMentorshipData, type MentorshipData } from "./mentorship-data";
import { SectionHeading } from "./section-heading";

type Row = NonNullable<MentorshipData["me"]>["mentorships"][number];

/** The member's requests and mentorships, as mentor and as mentee, with what each may do next. */
export function MyMentorships() {
  const { t } = useTranslation("mentorship");
  const err = useErrorText("mentorship");
  const loaderData = useMentorshipData();
  const withdrawReply = useFormReply("withdraw");
  const endReply = useFormReply("end");
  const respond = useFormReply("respond");
  const rows = loaderData.me?.mentorships ?? [];
  // An answer refused for a request no longer listed is told at the top of the section.
  const respondElsewhere = !rows.some((row) => row.id === respond.values.id);
  return (
    <section id="mine" aria-labelledby="mine-heading" className="grid scroll-mt-24 gap-4">
      <SectionHeading
        id="mine"
        title={t("mine.heading")}
        text={t("mine.text")}
        icon={<HeartHandshake aria-hidden className="size-6 text-mineral-700" />}
      />
      <FormSuccess form="withdraw" />
      <FormSuccess form="end" />
      <FormSuccess form="respond" />
      <FormAlert
        message={
          err(withdrawReply.formError) ?? err(endReply.formError) ?? (respondElsewhere ? err(respond.formError) : null)
        }
      />
      {rows.length === 0 ? (
        <p className="rounded-lg bg-steam-100 p-4 text-basalt-700">{t("mine.empty")}</p>
      ) : (
        <ul className="grid gap-4 md:grid-cols-2">
          {rows.map((row) => (
            <li key={row.id}>
              <MentorshipCard row={row} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function MentorshipCard({ row }: { row: Row }) {
  const { t } = useTranslation("mentorship");
  const err = useErrorText("mentorship");
  const respond = useFormReply("respond");
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  const title =
    row.status === "pending"
      ? row.role === "mentor"
        ? t("mine.requestFrom", { name: row.otherName })
        : t("mine.requestTo", { name: row.otherName })
      : row.role === "mentor"
        ? t("mine.asMentor", { name: row.otherName })
        : t("mine.asMentee", { name: row.otherName });
  const mine = respond.values.id === row.id ? respond : undefined;
  return (
    <Card className="grid h-full content-start gap-3 p-5" data-testid="mentorship">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h3 className="text-lg font-semibold text-basalt-950">{title}</h3>
        <Badge tone={row.status === "active" ? "mineral" : row.status === "pending" ? "sulphur" : "neutral"}>
          {t(`mine.status.${row.status}`)}
        </Badge>
      </div>
      <p className="text-sm text-basalt-700">
        {t("mine.sent", { date: row.sent })}
        {row.status === "active" && row.endsOn ? ` · ${t("mine.endsOn", { date: row.endsOn })}` : null}
        {row.status === "ended" && row.endedOn ? ` · ${t("mine.endedOn", { date: row.endedOn })}` : null}
      </p>
      <figure className="rounded-lg bg-steam-100 p-3 text-sm">
        <figcaption className="font-medium text-basalt-900">{t("mine.theirMessage")}</figcaption>
        <blockquote className="mt-1 whitespace-pre-line text-basalt-800">{row.requestMessage}</blockquote>
      </figure>
      {row.responseMessage ? (
        <figure className="rounded-lg bg-mineral-50 p-3 text-sm">
          <figcaption className="font-medium text-basalt-900">{t("mine.answer")}</figcaption>
          <blockquote className="mt-1 whitespace-pre-line text-basalt-800">{row.responseMessage}</blockquote>
        </figure>
      ) : null}
      {row.mayAnswer ? (
        <Form method="post" className="grid gap-3" preventScrollReset noValidate>
          <input type="hidden" name="intent" value="respond" />
          <input type="hidden" name="id" value={row.id} />
          <TextareaField
            label={t("mine.answerLabel", { name: row.otherName })}
            error={err(mine?.fieldErrors.message)}
            textareaProps={{
              name: "message",
              rows: 3,
              maxLength: 2000,
              className: "min-h-20",
              defaultValue: mine?.values.message ?? "",
            }}
          />
          <FormAlert message={err(mine?.formError)} />
          <div className="flex flex-wrap gap-2">
            <Button type="submit" name="decision" value="accept" size="sm" disabled={busy}>
              {t("mine.accept")}
            </Button>
            <Button type="submit" name="decision" value="decline" variant="secondary" size="sm" disabled={busy}>
              {t("mine.decline")}
            </Button>
          </div>
        </Form>
      ) : null}
      {row.mayWithdraw ? (
        <Form method="post" preventScrollReset>
          <input type="hidden" name="intent" value="withdraw" />
          <input type="hidden" name="id" value={row.id} />
          <Button type="submit" variant="secondary" size="sm" disabled={busy}>
            {t("mine.withdraw")}
          </Button>
        </Form>
      ) : null}
      {row.mayEnd ? (
        <Form method="post" preventScrollReset>
          <input type="hidden" name="intent" value="end" />
          <input type="hidden" name="id" value={row.id} />
          <Button
            type="submit"
            variant="danger"
            size="sm"
            disabled={busy}
            aria-label={t("mine.endLabel", { name: row.otherName })}
          >
            {t("mine.end")}
          </Button>
        </Form>
      ) : null}
    </Card>
  );
}
