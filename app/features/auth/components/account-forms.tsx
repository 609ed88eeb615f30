import { Trash2 } from "lucide-react";
import { useTranslation } from "~/lib/i18n/react";
import { Form, useNavigation } from "react-router";
import { FormAlert } from "~/components/forms/form-status";
import { Button } from "~/components/ui/button";
import { CheckboxField, Field, SelectField } from "~/components/ui/field";
import type { AccountIntent } from "~/features/auth/account";
import { useFormReply } from "~/lib/forms/submission";
import { isLanguageCode, languages, type LanguageCode } from "~/lib/i18n/languages";
import { useErrorText } from "~/lib/i18n/use-error-text";
import { SectionCard } from "./section-card";

// The three forms of /account; each names itself with `intent` and reads its own reply.

/** The reply to this form's last post, and whether it is being posted now. */
function useAccountForm(intent: AccountIntent) {
  const reply = useFormReply(intent);
  const navigation = useNavigation();
  const submitting = navigation.state === "submitting" && navigation.formData?.get("intent") === intent;
  return { reply, submitting };
}

export type ProfileUser = { name: string; email: string; country: string; language: LanguageCode };

export function ProfileSection({ user, subscribed }: { user: ProfileUser; subscribed: boolean }) {
  const { t } = useTranslation("account");
  const err = useErrorText("account");
  const { reply, submitting } = useAccountForm("profile");
  const { fieldErrors: errors, values } = reply;
  const typed = reply.intent === "profile";
  const chosenLanguage = values.language && isLanguageCode(values.language) ? values.language : user.language;
  return (
    <SectionCard id="profile" title={t("profile.heading")} text={t("profile.text")}>
      <Form method="post" className="grid gap-5" noValidate>
        <input type="hidden" name="intent" value="profile" />
        <FormAlert message={err(reply.formError, reply.formErrorValues)} />
        <div className="grid gap-5 sm:grid-cols-2">
          <Field
            label={t("profile.name")}
            error={err(errors.name)}
            inputProps={{
              name: "name",
              autoComplete: "name",
              required: true,
              maxLength: 120,
              defaultValue: values.name ?? user.name,
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
              defaultValue: values.country ?? user.country,
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
            defaultChecked: typed ? values.newsletter === "on" : subscribed,
          }}
        />
        <Button type="submit" className="justify-self-start" disabled={submitting}>
          {t("profile.submit")}
        </Button>
      </Form>
    </SectionCard>
  );
}

export function PasswordSection({ email }: { email: string }) {
  const { t } = useTranslation("account");
  const err = useErrorText("account");
  const { reply, submitting } = useAccountForm("password");
  const errors = reply.fieldErrors;
  return (
    <SectionCard id="password" title={t("password.heading")} text={t("password.text")}>
      <Form method="post" className="grid max-w-md gap-5" noValidate>
        <input type="hidden" name="intent" value="password" />
        {/* Lets password managers know whose password this is. */}
        <input type="text" name="username" autoComplete="username" value={email} readOnly hidden />
        <FormAlert message={err(reply.formError, reply.formErrorValues)} />
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

export function DeleteSection({ email }: { email: string }) {
  const { t } = useTranslation("account");
  const err = useErrorText("account");
  const { reply, submitting } = useAccountForm("delete");
  const errors = reply.fieldErrors;
  return (
    <SectionCard id="delete" title={t("delete.heading")} text={t("delete.text")} tone="danger">
      <Form method="post" className="grid max-w-md gap-5" noValidate>
        <input type="hidden" name="intent" value="delete" />
        <input type="text" name="username" autoComplete="username" value={email} readOnly hidden />
        <FormAlert message={err(reply.formError, reply.formErrorValues)} />
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
