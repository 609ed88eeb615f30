import { useTranslation } from "~/lib/i18n/react";
import { Form, useNavigation } from "react-router";
import { SignInPrompt } from "~/components/sign-in-prompt";
import { TitledSection } from "~/components/titled-section";
import { FormAlert, FormSuccess } from "~/components/forms/form-status";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { CheckboxField, ChoiceGroup, Field, SelectField, TextareaField } from "~/components/ui/field";
import { frameworkDomains, frameworkLevels } from "~/content/framework";
import { spokenLanguages } from "~/lib/community/community";
import type { DirectoryField } from "~/features/directory/directory";
import { useFormReply } from "~/lib/forms/submission";
import { useErrorText } from "~/lib/i18n/use-error-text";
import { useDirectoryData } from "./directory-data";

/** The member's own directory entry: which fields it has and which of them are shown. */
export function OwnProfile() {
  const { t } = useTranslation("directory");
  const { t: tCommon } = useTranslation();
  const err = useErrorText("directory");
  const loaderData = useDirectoryData();
  const reply = useFormReply("save");
  const removeReply = useFormReply("remove");
  const navigation = useNavigation();
  const submitting = navigation.state === "submitting";
  if (!loaderData.mayKeepEntry) {
    return (
      <TitledSection id="profile" title={t("profile.heading")}>
        <div className="mt-4">
          <SignInPrompt text={t("profile.signIn")} button={t("profile.signInButton")} next="/community/directory" />
        </div>
      </TitledSection>
    );
  }
  const errors = reply.fieldErrors;
  const typed = reply.intent ? reply.values : null;
  const own = loaderData.own;
  const value = (name: "country" | "city" | "level" | "employer" | "bio" | "credentialId") =>
    typed ? String(typed[name] ?? "") : (own?.[name] ?? "");
  const list = (name: "domains" | "languages" | "show") =>
    typed ? (typed[name] ?? "").split(",").filter(Boolean) : (own?.[name] ?? []);
  const shown = new Set(list("show"));
  const showBox = (field: DirectoryField) => (
    <CheckboxField
      label={t("profile.showLabel", { field: t(`fields.${field}`) })}
      inputProps={{ name: "show", value: field, defaultChecked: shown.has(field) }}
    />
  );
  return (
    <section aria-labelledby="profile-heading">
      <Card className="grid gap-5">
        <div>
          <h2 id="profile-heading" className="text-2xl font-bold text-basalt-950">
            {t("profile.heading")}
          </h2>
          <p className="mt-1 max-w-3xl text-basalt-700">{t("profile.text")}</p>
          {own ? (
            <p className="mt-2 font-medium text-basalt-900">
              {own.listed ? t("profile.statusListed") : t("profile.statusHidden")}
            </p>
          ) : null}
        </div>
        <FormSuccess form="save" />
        <FormSuccess form="remove" />
        <FormAlert message={err(reply.formError) ?? err(removeReply.formError)} />
        <Form method="post" className="grid gap-6" noValidate preventScrollReset>
          <input type="hidden" name="intent" value="save" />
          <CheckboxField
            label={t("profile.listed")}
            hint={t("profile.listedHint")}
            inputProps={{
              name: "listed",
              value: "on",
              defaultChecked: typed ? typed.listed === "on" : (own?.listed ?? true),
            }}
          />
          <div className="grid gap-6 md:grid-cols-2">
            <div className="grid gap-2">
              <Field
                label={t("profile.country")}
                error={err(errors.country)}
                inputProps={{
                  name: "country",
                  maxLength: 80,
                  autoComplete: "country-name",
                  defaultValue: value("country"),
                }}
              />
              {showBox("country")}
            </div>
            <div className="grid gap-2">
              <Field
                label={t("profile.city")}
                error={err(errors.city)}
                inputProps={{
                  name: "city",
                  maxLength: 80,
                  autoComplete: "address-level2",
                  defaultValue: value("city"),
                }}
              />
              {showBox("city")}
            </div>
            <div className="grid gap-2">
              <SelectField
                label={t("profile.level")}
                error={err(errors.level)}
                placeholder={t("profile.noLevel")}
                options={frameworkLevels.map((level) => ({
                  value: level,
                  label: loaderData.levelNames[level] ?? level,
                }))}
                selectProps={{ name: "level", defaultValue: value("level") }}
              />
              {showBox("level")}
            </div>
            <div className="grid gap-2">
              <Field
                label={t("profile.employer")}
                error={err(errors.employer)}
                inputProps={{
                  name: "employer",
                  maxLength: 120,
                  autoComplete: "organization",
                  defaultValue: value("employer"),
                }}
              />
              {showBox("employer")}
            </div>
          </div>
          <div className="grid gap-2">
            <ChoiceGroup
              legend={t("profile.domains")}
              type="checkbox"
              name="domains"
              error={err(errors.domains)}
              options={frameworkDomains.map((domain) => ({ value: domain, label: tCommon(`skills.${domain}`) }))}
              defaultValue={list("domains")}
            />
            {showBox("domains")}
          </div>
          <div className="grid gap-2">
            <ChoiceGroup
              legend={t("profile.languages")}
              type="checkbox"
              name="languages"
              error={err(errors.languages)}
              options={spokenLanguages.map((l) => ({ value: l.code, label: l.name }))}
              defaultValue={list("languages")}
              className="[&>div]:sm:grid-cols-3"
            />
            {showBox("languages")}
          </div>
          <div className="grid gap-2">
            <TextareaField
              label={t("profile.bio")}
              error={err(errors.bio)}
              textareaProps={{ name: "bio", maxLength: 800, rows: 4, defaultValue: value("bio") }}
            />
            {showBox("bio")}
          </div>
          <Field
            label={t("profile.credentialId")}
            hint={t("profile.credentialHint")}
            error={err(errors.credentialId)}
            className="max-w-md"
            inputProps={{ name: "credentialId", maxLength: 40, defaultValue: value("credentialId") }}
          />
          <div className="flex flex-wrap gap-3">
            <Button type="submit" disabled={submitting}>
              {t("profile.save")}
            </Button>
          </div>
        </Form>
        {loaderData.mayRemoveEntry ? (
          <Form method="post" preventScrollReset>
            <input type="hidden" name="intent" value="remove" />
            <Button type="submit" variant="danger" size="sm" disabled={submitting}>
              {t("profile.remove")}
            </Button>
          </Form>
        ) : null}
      </Card>
    </section>
  );
}
