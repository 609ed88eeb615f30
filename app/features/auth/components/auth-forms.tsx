import { MailCheck } from "lucide-react";
import type * as React from "react";
import { useTranslation } from "~/lib/i18n/react";
import { Form, Link, useNavigation } from "react-router";
import { FormAlert } from "~/components/forms/form-status";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { Field } from "~/components/ui/field";
import { useFormReply, type FormReply } from "~/lib/forms/submission";
import { useErrorText } from "~/lib/i18n/use-error-text";
import { cn } from "~/lib/util/cn";

// The sign-in and sign-up forms of /auth, and the screen after signing up.

export function TabLink({ to, current, children }: { to: string; current: boolean; children: React.ReactNode }) {
  return (
    <Link
      to={to}
      replace
      preventScrollReset
      aria-current={current ? "page" : undefined}
      className={cn(
        "flex h-12 items-center justify-center border-b-2 text-sm font-semibold rounded-t-md",
        current
          ? "border-magma-600 text-basalt-950"
          : "border-transparent text-basalt-600 hover:bg-steam-100 hover:text-basalt-900",
      )}
    >
      {children}
    </Link>
  );
}

/** The frame both forms share: a named form, its heading, the form-wide problem and the hidden fields. */
function AuthForm({
  intent,
  id,
  heading,
  next,
  reply,
  children,
}: {
  intent: "signin" | "signup";
  id: string;
  heading: string;
  next: string;
  reply: FormReply;
  children: React.ReactNode;
}) {
  const err = useErrorText("auth");
  return (
    <Form method="post" className="grid gap-5" noValidate aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`} className="text-xl font-semibold text-basalt-950">
        {heading}
      </h2>
      <FormAlert message={err(reply.formError, reply.formErrorValues)} />
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="next" value={next} />
      {children}
    </Form>
  );
}

/** The email field of both forms, keeping what was typed. */
function EmailField({ id, label, hint, reply }: { id: string; label: string; hint?: string; reply: FormReply }) {
  const err = useErrorText("auth");
  return (
    <Field
      label={label}
      hint={hint}
      error={err(reply.fieldErrors.email)}
      inputProps={{
        id,
        name: "email",
        type: "email",
        autoComplete: "email",
        required: true,
        defaultValue: reply.values.email ?? "",
      }}
    />
  );
}

export function SignInForm({ next }: { next: string }) {
  const { t } = useTranslation("auth");
  const err = useErrorText("auth");
  const reply = useFormReply("signin");
  const submitting = useNavigation().state === "submitting";
  return (
    <AuthForm intent="signin" id="sign-in" heading={t("signIn.heading")} next={next} reply={reply}>
      <EmailField id="sign-in-email" label={t("signIn.email")} reply={reply} />
      <Field
        label={t("signIn.password")}
        error={err(reply.fieldErrors.password)}
        inputProps={{
          id: "sign-in-password",
          name: "password",
          type: "password",
          autoComplete: "current-password",
          required: true,
        }}
      />
      <Button type="submit" disabled={submitting}>
        {t("signIn.submit")}
      </Button>
      <p className="text-sm">
        <Link to="/auth/forgot-password" className="font-medium text-mineral-800 underline underline-offset-4">
          {t("signIn.forgot")}
        </Link>
      </p>
    </AuthForm>
  );
}

export function SignUpForm({ next }: { next: string }) {
  const { t } = useTranslation("auth");
  const err = useErrorText("auth");
  const reply = useFormReply("signup");
  const submitting = useNavigation().state === "submitting";
  const errors = reply.fieldErrors;
  return (
    <AuthForm intent="signup" id="sign-up" heading={t("signUp.heading")} next={next} reply={reply}>
      <Field
        label={t("signUp.name")}
        hint={t("signUp.nameHint")}
        error={err(errors.name)}
        inputProps={{
          id: "sign-up-name",
          name: "name",
          autoComplete: "name",
          required: true,
          maxLength: 120,
          defaultValue: reply.values.name ?? "",
        }}
      />
      <EmailField id="sign-up-email" label={t("signUp.email")} hint={t("signUp.emailHint")} reply={reply} />
      <Field
        label={t("signUp.password")}
        hint={t("signUp.passwordHint")}
        error={err(errors.password)}
        inputProps={{
          id: "sign-up-password",
          name: "password",
          type: "password",
          autoComplete: "new-password",
          required: true,
          minLength: 10,
          maxLength: 128,
        }}
      />
      <p className="text-sm text-basalt-600">{t("signUp.terms")}</p>
      <Button type="submit" disabled={submitting}>
        {t("signUp.submit")}
      </Button>
    </AuthForm>
  );
}

/** A mail was sent (or, for an address in use, its owner was told): look in the inbox. */
export function MailSentCard({ heading, text, back }: { heading: string; text: string; back: string }) {
  return (
    <Card role="status" className="grid gap-4 text-center">
      <MailCheck aria-hidden className="mx-auto size-10 text-mineral-700" />
      <h2 className="text-xl font-semibold text-basalt-950">{heading}</h2>
      <p className="text-basalt-700">{text}</p>
      <p>
        <Link to="/auth" className="font-medium text-mineral-800 underline underline-offset-4">
          {back}
        </Link>
      </p>
    </Card>
  );
}
