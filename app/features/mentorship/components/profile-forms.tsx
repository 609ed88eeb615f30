import { useTranslation } from "~/lib/i18n/react";
import { Form, useNavigation } from "react-router";
import { SignInPrompt } from "~/components/sign-in-prompt";
import { FormAlert, FormSuccess } from "~/components/forms/form-status";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { ChoiceGroup, SelectField, TextareaField } from "~/components/ui/field";
import { worldRegions } from "~/content/chapters";
import { frameworkDomains, frameworkLevels } from "~/content/framework";
import { spokenLanguages } from "~/lib/community/community";
import { MENTOR_CAPACITY_MAX } from "~/features/mentorship/mentorship";
import { useFormReply, type FormReply } from "~/lib/forms/submission";
import { useErrorText } from "~/lib/i18n/use-error-text";
import { useMentorshipData } from "./mentorship-data";
import { SectionHeading } from "./section-heading";

type Profile = { domains: string[]; level: string; languages: string[]; region: string } | null;

/** What the profile fields show: what was typed when the post was refused, else the saved profile. */
function profileDefaults(reply: FormReply, saved: Profile) {
  const typed = reply.intent ? reply.values : null;
  const list = (value: string | undefined) => (value ?? "").split(",").filter(Boolean);
  return {
    domains: typed ? list(typed.domains) : (saved?.domains ?? []),
    level: typed ? (typed.level ?? "") : (saved?.level ?? ""),
    languages: typed ? list(typed.languages) : (saved?.languages ?? []),
    region: typed ? (typed.region ?? "") : (saved?.region ?? ""),
  };
}

function ProfileFields({
  kind,
  defaults,
  errors,
}: {
  kind: "offer" | "seek";
  defaults: { domains: string[]; level: string; languages: string[]; region: string };
  errors: Record<string, string>;
}) {
  const { t } = useTranslation("mentorship");
  const { t: tCommon } = useTranslation();
  const err = useErrorText("mentorship");
  const loaderData = useMentorshipData();
  return (
    <>
      <ChoiceGroup
        legend={t(`${kind}.domains`)}
        type="checkbox"
        name="domains"
        error={err(errors.domains)}
        options={frameworkDomains.map((d) => ({ value: d, label: tCommon(`skills.${d}`) }))}
        defaultValue={defaults.domains}
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <SelectField
          label={t(`${kind}.level`)}
          error={err(errors.level)}
          placeholder={t("offer.choose")}
          options={frameworkLevels.map((l) => ({ value: l, label: loaderData.levelNames[l] ?? l }))}
          selectProps={{ id: `${kind}-level`, name: "level", required: true, defaultValue: defaults.level }}
        />
        <SelectField
          label={t(`${kind}.region`)}
          error={err(errors.region)}
          placeholder={t("offer.choose")}
          options={worldRegions.map((r) => ({ value: r, label: t(`regions.${r}`) }))}
          selectProps={{ id: `${kind}-region`, name: "region", required: true, defaultValue: defaults.region }}
        />
      </div>
      <ChoiceGroup
        legend={t(`${kind}.languages`)}
        type="checkbox"
        name="languages"
        error={err(errors.languages)}
        options={spokenLanguages.map((l) => ({ value: l.code, label: l.name }))}
        defaultValue={defaults.languages}
      />
    </>
  );
}

/** "Offer to mentor": the mentor profile, and pausing or resuming the offer. */
export function OfferForm() {
  const { t } = useTranslation("mentorship");
  const err = useErrorText("mentorship");
  const loaderData = useMentorshipData();
  const reply = useFormReply("mentor");
  const pause = useFormReply("pause");
  const resume = useFormReply("resume");
  const navigation = useNavigation();
  const mentor = loaderData.me?.mentor ?? null;
  const typed = reply.intent ? reply.values : null;
  return (
    <section id="offer" aria-labelledby="offer-heading" className="scroll-mt-24">
      <Card className="grid h-full content-start gap-5">
        <SectionHeading id="offer" title={t("offer.heading")} text={t("offer.text")} />
        {!loaderData.mayOfferOrSeek ? (
          <SignInPrompt text={t("signIn.text")} button={t("signIn.button")} next="/community/mentorship#offer" />
        ) : (
          <>
            {mentor ? (
              <p className="font-medium text-basalt-900">{mentor.active ? t("offer.editing") : t("offer.paused")}</p>
            ) : null}
            <FormSuccess form="mentor" />
            <FormSuccess form="pause" />
            <FormSuccess form="resume" />
            <FormAlert message={err(reply.formError) ?? err(pause.formError) ?? err(resume.formError)} />
            <Form
              method="post"
              action="/community/mentorship#offer"
              className="grid gap-5"
              noValidate
              preventScrollReset
            >
              <input type="hidden" name="intent" value="mentor" />
              <ProfileFields kind="offer" errors={reply.fieldErrors} defaults={profileDefaults(reply, mentor)} />
              <SelectField
                label={t("offer.capacity")}
                hint={t("offer.capacityHint")}
                error={err(reply.fieldErrors.capacity)}
                className="max-w-xs"
                options={Array.from({ length: MENTOR_CAPACITY_MAX }, (_, i) => ({
                  value: String(i + 1),
                  label: String(i + 1),
                }))}
                selectProps={{
                  name: "capacity",
                  defaultValue: typed ? (typed.capacity ?? "1") : String(mentor?.capacity ?? 1),
                }}
              />
              <TextareaField
                label={t("offer.bio")}
                hint={t("offer.bioHint")}
                error={err(reply.fieldErrors.bio)}
                textareaProps={{
                  name: "bio",
                  rows: 4,
                  maxLength: 1000,
                  required: true,
                  defaultValue: typed ? (typed.bio ?? "") : (mentor?.bio ?? ""),
                }}
              />
              <Button type="submit" className="justify-self-start" disabled={navigation.state === "submitting"}>
                {t("offer.save")}
              </Button>
            </Form>
            {mentor ? (
              <Form method="post" action="/community/mentorship#offer" preventScrollReset>
                <input type="hidden" name="intent" value={mentor.active ? "pause" : "resume"} />
                <Button type="submit" variant="secondary" size="sm" disabled={navigation.state === "submitting"}>
                  {mentor.active ? t("offer.pause") : t("offer.resume")}
                </Button>
              </Form>
            ) : null}
          </>
        )}
      </Card>
    </section>
  );
}

/** "Find a mentor": what the member seeks, from which the suggested mentors are ranked. */
export function SeekForm() {
  const { t } = useTranslation("mentorship");
  const err = useErrorText("mentorship");
  const loaderData = useMentorshipData();
  const reply = useFormReply("mentee");
  const navigation = useNavigation();
  const mentee = loaderData.me?.mentee ?? null;
  return (
    <section id="seek" aria-labelledby="seek-heading" className="scroll-mt-24">
      <Card className="grid h-full content-start gap-5">
        <SectionHeading id="seek" title={t("seek.heading")} text={t("seek.text")} />
        {!loaderData.mayOfferOrSeek ? (
          <SignInPrompt text={t("signIn.text")} button={t("signIn.button")} next="/community/mentorship#seek" />
        ) : (
          <>
            <FormSuccess form="mentee" />
            <FormAlert message={err(reply.formError)} />
            <Form method="post" action="/community/mentorship#matches" className="grid gap-5" noValidate>
              <input type="hidden" name="intent" value="mentee" />
              <ProfileFields kind="seek" errors={reply.fieldErrors} defaults={profileDefaults(reply, mentee)} />
              <Button type="submit" className="justify-self-start" disabled={navigation.state === "submitting"}>
                {t("seek.save")}
              </Button>
            </Form>
          </>
        )}
      </Card>
    </section>
  );
}
