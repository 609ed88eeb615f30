import { parse as parseCookie, serialize as serializeCookie } from "cookie";
import { ArrowRight, CircleCheck, Pencil, Send } from "lucide-react";
import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { data, Form, Link, redirect, useNavigation } from "react-router";
import { z } from "zod";
import type { Route } from "./+types/partners.apply";
import { privateFormHeaders } from "~/lib/http/route-headers";
import { StepAlert, StepButtons, StepHeading } from "~/components/step-form";
import { PageHeader } from "~/components/page-header";
import { PageMeta } from "~/components/page-meta";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { CheckboxField, ChoiceGroup, Field, Honeypot, TextareaField } from "~/components/ui/field";
import {
  createApplicationDraft,
  deleteStaleDrafts,
  getApplicationDraft,
  saveApplicationDraft,
} from "~/db/registry.server";
import { getAppContext, getRequestLanguage } from "~/lib/server/app-context.server";
import { fieldErrors } from "~/lib/forms/fields";
import { usePageMessages } from "~/lib/i18n/page-messages";
import { pageMessages } from "~/lib/i18n/page-messages.server";
import { useErrorText } from "~/lib/i18n/use-error-text";
import { SubmissionField } from "~/lib/forms/idempotency";
import { newSubmissionToken, redirectIfStored, storeOnce } from "~/lib/forms/idempotency.server";
import {
  APPLICATION_STEP_COUNT,
  applicationSteps,
  contributionAreas,
  organisationTypes,
  partnerTiers,
  readStepValues,
  validateStep,
  type RawValues,
} from "~/lib/partners/partner-application";
import { consume } from "~/lib/server/rate-limit.server";
import { submitPartnerApplication } from "~/lib/mail/site-mail.server";
import { cn } from "~/lib/util/cn";
import { logger } from "~/lib/server/log.server";

const PATH = "/partners/apply";
const COOKIE = "partner_application";

export const headers = privateFormHeaders;

// Path "/": the page's data requests (/partners/apply.data) must carry the cookie too.
const cookieOptions = (secure: boolean) => ({ httpOnly: true, sameSite: "lax" as const, secure, path: "/" });
const draftIdOf = (request: Request) => parseCookie(request.headers.get("cookie") ?? "")[COOKIE];
const clampStep = (step: number) => Math.min(Math.max(step, 0), APPLICATION_STEP_COUNT - 1);

export async function loader({ request, context }: Route.LoaderArgs) {
  const { db, config } = getAppContext(context);
  const messages = pageMessages(context, "partnerApply");
  if (new URL(request.url).searchParams.get("sent") === "1") {
    return data({ messages, sent: true, step: 0, values: {} as RawValues, submission: "" });
  }
  const id = draftIdOf(request);
  const draft = id ? await getApplicationDraft(db, id) : null;
  if (id && !draft) {
    const cleared = serializeCookie(COOKIE, "", { ...cookieOptions(config.siteUrl.startsWith("https:")), maxAge: 0 });
    return data(
      { messages, sent: false, step: 0, values: {} as RawValues, submission: newSubmissionToken() },
      { headers: { "Set-Cookie": cleared } },
    );
  }
  return data({
    messages,
    sent: false,
    step: clampStep(draft?.step ?? 0),
    values: (draft?.values ?? {}) as RawValues,
    submission: newSubmissionToken(),
  });
}

type ActionResult = { step: number; values: RawValues; errors: Record<string, string>; formError?: string };

const stepParam = z.coerce
  .number()
  .int()
  .min(0)
  .max(APPLICATION_STEP_COUNT - 1);
const intentSchema = z.union([z.enum(["next", "back", "submit"]), z.string().regex(/^goto:[0-3]$/)]);

export async function action({ request, context }: Route.ActionArgs) {
  const { db, config, rateLimits, clientIp, mailer } = getAppContext(context);
  const secure = config.siteUrl.startsWith("https:");
  const form = await request.formData();
  const parsedStep = stepParam.safeParse(form.get("step"));
  const parsedIntent = intentSchema.safeParse(form.get("intent"));
  if (!parsedStep.success || !parsedIntent.success) {
    return data<ActionResult>({ step: 0, values: {}, errors: {}, formError: "errors.tampered" }, { status: 400 });
  }
  const step = parsedStep.data;
  const intent = parsedIntent.data;
  const stepKey = applicationSteps[step]!;
  const values = readStepValues(stepKey, form);
  const reply = (status: number, result: Partial<ActionResult>, init?: ResponseInit) =>
    data<ActionResult>({ step, values, errors: {}, ...result }, { ...init, status });

  const wait = await consume(rateLimits.partnerApply, clientIp);
  if (wait > 0) return reply(429, { formError: "errors.rateLimited" }, { headers: { "Retry-After": String(wait) } });

  const id = draftIdOf(request);
  const draft = id ? await getApplicationDraft(db, id) : null;
  // Typed values of the review step (the consent box) are not kept in the draft.
  const keep = stepKey === "review" ? {} : values;

  const goTo = async (target: number, saved: RawValues) => {
    if (draft) {
      await saveApplicationDraft(db, draft.id, { step: target, values: saved });
      return redirect(PATH);
    }
    const created = await createApplicationDraft(db, { step: target, values: saved });
    await deleteStaleDrafts(db).catch(() => undefined);
    return redirect(PATH, {
      headers: {
        "Set-Cookie": serializeCookie(COOKIE, created.id, { ...cookieOptions(secure), maxAge: 60 * 60 * 24 * 30 }),
      },
    });
  };

  if (intent === "back") return goTo(Math.max(step - 1, 0), keep);
  if (intent.startsWith("goto:")) {
    const target = Number(intent.slice(5));
    if (!draft || target > draft.step) return reply(400, { formError: "errors.tampered" });
    return goTo(target, keep);
  }

  const result = validateStep(stepKey, values);
  if (!result.success) return reply(400, { errors: fieldErrors(result.error) });

  if (intent === "next") {
    if (stepKey === "review") return reply(400, { formError: "errors.tampered" });
    if (draft && step > draft.step) return reply(400, { formError: "errors.tampered" });
    // The normalised answers are kept (e.g. "example.org" → "https://example.org").
    return goTo(step + 1, { ...values, ...(result.data as RawValues) });
  }

  // intent === "submit": a resend of a stored application gets the first answer (decision 018).
  await redirectIfStored(db, form, "partner-application");
  // Every step must be valid (the draft is the source of the answers).
  if (stepKey !== "review" || !draft) return reply(400, { formError: "errors.tampered" });
  // A filled honeypot is a bot: answer as if all went well, keep and send nothing.
  if (String(form.get("website") ?? "") !== "") throw redirect(`${PATH}?sent=1`);
  const answers = draft.values as RawValues;
  const parsed: Record<string, Record<string, unknown>> = {};
  for (const [index, key] of applicationSteps.slice(0, 3).entries()) {
    const check = validateStep(key, answers);
    if (!check.success) return goTo(index, {});
    parsed[key] = check.data as Record<string, unknown>;
  }
  if ((await consume(rateLimits.partnerApplySubmit, clientIp)) > 0) {
    return reply(429, { formError: "errors.rateLimited" });
  }
  const organisation = parsed.organisation as {
    organisation: string;
    organisationType: string;
    tier: string;
    country: string;
    website: string;
  };
  const contact = parsed.contact as { contactName: string; contactRole: string; email: string; phone: string };
  const contribution = parsed.contribution as { contribution: string; areas: string[] };
  const language = getRequestLanguage(context);
  try {
    // The application, its confirmation and the staff mail are stored together with the form's token
    // (one transaction): a resend gets the first answer and stores nothing (decision 018).
    const stored = await storeOnce(db, form, "partner-application", async (tx) => {
      await submitPartnerApplication(
        { db: tx, mailer, contactEmail: config.contactEmail, siteUrl: config.siteUrl },
        {
          draftId: draft.id,
          input: {
            organisation: organisation.organisation,
            organisationType: organisation.organisationType,
            tier: organisation.tier,
            country: organisation.country,
            website: organisation.website || null,
            contactName: contact.contactName,
            contactRole: contact.contactRole || null,
            email: contact.email,
            phone: contact.phone || null,
            contribution: contribution.contribution,
            areas: contribution.areas,
            language,
          },
        },
      );
      return `${PATH}?sent=1`;
    });
    if (!stored.first) throw redirect(stored.result);
  } catch (error) {
    if (error instanceof Response) throw error;
    logger.error({ err: error }, "Partnership application could not be stored");
    return reply(500, { formError: "errors.failed" });
  }
  throw redirect(`${PATH}?sent=1`, {
    headers: { "Set-Cookie": serializeCookie(COOKIE, "", { ...cookieOptions(secure), maxAge: 0 }) },
  });
}

export default function PartnerApply({ loaderData, actionData }: Route.ComponentProps) {
  usePageMessages("partnerApply", loaderData.messages);
  const { t } = useTranslation("partnerApply");
  return (
    <main id="main">
      <PageMeta title={t("meta.title")} description={t("meta.description")} />
      <PageHeader
        eyebrow={t("header.eyebrow")}
        title={t("header.title")}
        lead={t("header.lead")}
        trail={[[t("trail.partners"), "/partners"]]}
      />
      <div className="mx-auto max-w-4xl px-4 py-12 sm:px-6 lg:px-8 lg:py-16">
        {loaderData.sent ? (
          <Sent />
        ) : (
          <ApplicationForm
            step={actionData ? actionData.step : loaderData.step}
            values={
              actionData && actionData.step !== 3 ? { ...loaderData.values, ...actionData.values } : loaderData.values
            }
            errors={actionData?.errors ?? {}}
            formError={actionData?.formError}
            submission={loaderData.submission}
          />
        )}
      </div>
    </main>
  );
}

function Sent() {
  const { t } = useTranslation("partnerApply");
  return (
    <Card className="grid justify-items-start gap-4 p-6 sm:p-8">
      <CircleCheck aria-hidden className="size-10 text-mineral-700" />
      <h2 className="text-2xl font-bold text-basalt-950">{t("sent.heading")}</h2>
      <p role="status" className="text-basalt-700">
        {t("sent.text")}
      </p>
      <div className="flex flex-wrap gap-3">
        <Button asChild>
          <Link to="/partners">{t("sent.back")}</Link>
        </Button>
        <Button asChild variant="secondary">
          <Link to={PATH}>{t("sent.another")}</Link>
        </Button>
      </div>
    </Card>
  );
}

function StepProgress({ step }: { step: number }) {
  const { t } = useTranslation("partnerApply");
  return (
    <nav aria-label={t("progress.steps")}>
      <ol className="grid grid-cols-4 gap-2">
        {applicationSteps.map((key, index) => (
          <li
            key={key}
            aria-current={index === step ? "step" : undefined}
            className={cn(
              "border-t-4 pt-2 text-sm",
              index === step
                ? "border-magma-700 font-semibold text-basalt-950"
                : index < step
                  ? "border-mineral-700 text-mineral-800"
                  : "border-basalt-200 text-basalt-600",
            )}
          >
            <span className="flex items-center gap-1">
              {index < step ? <CircleCheck aria-hidden className="size-4 shrink-0" /> : null}
              <span className="tabular-nums">{index + 1}.</span>
              <span className="hidden sm:inline">{t(`steps.${key}.title`)}</span>
            </span>
            {index < step ? <span className="sr-only">({t("progress.done")})</span> : null}
            <span className="sr-only sm:hidden">{t(`steps.${key}.title`)}</span>
          </li>
        ))}
      </ol>
    </nav>
  );
}

function ApplicationForm({
  step,
  values,
  errors,
  formError,
  submission,
}: {
  step: number;
  values: RawValues;
  errors: Record<string, string>;
  formError?: string;
  submission: string;
}) {
  const { t } = useTranslation("partnerApply");
  const { t: tCommon } = useTranslation();
  const err = useErrorText("partnerApply");
  const navigation = useNavigation();
  const submitting = navigation.state !== "idle";
  const headingRef = useRef<HTMLHeadingElement>(null);
  const alertRef = useRef<HTMLDivElement>(null);
  const shownStep = useRef(step);
  const key = applicationSteps[step] ?? "organisation";
  const hasErrors = Object.keys(errors).length > 0;

  useEffect(() => {
    if (shownStep.current !== step) {
      shownStep.current = step;
      headingRef.current?.focus();
    }
  }, [step]);
  useEffect(() => {
    if (hasErrors || formError) alertRef.current?.focus();
  }, [hasErrors, formError, errors]);

  const text = (name: string) => (typeof values[name] === "string" ? (values[name] as string) : "");
  const list = (name: string) => (Array.isArray(values[name]) ? (values[name] as string[]) : []);

  return (
    <Card className="p-5 sm:p-8">
      <StepProgress step={step} />
      <StepHeading
        ref={headingRef}
        label={t("progress.label", { step: step + 1, total: APPLICATION_STEP_COUNT })}
        title={t(`steps.${key}.title`)}
      />
      <p className="mt-2 text-basalt-700">{t(`steps.${key}.lead`)}</p>
      {hasErrors || formError ? (
        <StepAlert ref={alertRef} message={err(formError) ?? tCommon("page.formErrors")} />
      ) : null}
      <Form key={step} method="post" noValidate className="relative mt-8 grid gap-6">
        <input type="hidden" name="step" value={step} />
        {key === "organisation" ? (
          <>
            <Field
              label={t("fields.organisation")}
              error={err(errors.organisation)}
              inputProps={{
                name: "organisation",
                autoComplete: "organization",
                maxLength: 160,
                defaultValue: text("organisation"),
              }}
            />
            <ChoiceGroup
              legend={t("fields.organisationType")}
              name="organisationType"
              type="radio"
              error={err(errors.organisationType)}
              options={organisationTypes.map((value) => ({ value, label: t(`types.${value}`) }))}
              defaultValue={text("organisationType")}
            />
            <ChoiceGroup
              legend={t("fields.tier")}
              hint={t("fields.tierHint")}
              name="tier"
              type="radio"
              error={err(errors.tier)}
              options={partnerTiers.map((value) => ({ value, label: t(`tiers.${value}`) }))}
              defaultValue={text("tier")}
            />
            <div className="grid gap-6 sm:grid-cols-2">
              <Field
                label={t("fields.country")}
                error={err(errors.country)}
                inputProps={{
                  name: "country",
                  autoComplete: "country-name",
                  maxLength: 80,
                  defaultValue: text("country"),
                }}
              />
              <Field
                label={`${t("fields.website")} (${tCommon("page.optional")})`}
                hint={t("fields.websiteHint")}
                error={err(errors.website)}
                inputProps={{
                  name: "website",
                  type: "url",
                  autoComplete: "url",
                  maxLength: 200,
                  defaultValue: text("website"),
                }}
              />
            </div>
          </>
        ) : null}
        {key === "contact" ? (
          <div className="grid gap-6 sm:grid-cols-2">
            <Field
              label={t("fields.contactName")}
              error={err(errors.contactName)}
              inputProps={{
                name: "contactName",
                autoComplete: "name",
                maxLength: 120,
                defaultValue: text("contactName"),
              }}
            />
            <Field
              label={`${t("fields.contactRole")} (${tCommon("page.optional")})`}
              error={err(errors.contactRole)}
              inputProps={{
                name: "contactRole",
                autoComplete: "organization-title",
                maxLength: 120,
                defaultValue: text("contactRole"),
              }}
            />
            <Field
              label={t("fields.email")}
              hint={t("fields.emailHint")}
              error={err(errors.email)}
              inputProps={{
                name: "email",
                type: "email",
                autoComplete: "email",
                maxLength: 254,
                defaultValue: text("email"),
              }}
            />
            <Field
              label={`${t("fields.phone")} (${tCommon("page.optional")})`}
              error={err(errors.phone)}
              inputProps={{
                name: "phone",
                type: "tel",
                autoComplete: "tel",
                maxLength: 40,
                defaultValue: text("phone"),
              }}
            />
          </div>
        ) : null}
        {key === "contribution" ? (
          <>
            <TextareaField
              label={t("fields.contribution")}
              hint={t("fields.contributionHint")}
              error={err(errors.contribution)}
              textareaProps={{ name: "contribution", maxLength: 3000, rows: 7, defaultValue: text("contribution") }}
            />
            <ChoiceGroup
              legend={`${t("fields.areas")} (${tCommon("page.optional")})`}
              hint={t("fields.areasHint")}
              name="areas"
              type="checkbox"
              error={err(errors.areas)}
              options={contributionAreas.map((value) => ({ value, label: t(`areas.${value}`) }))}
              defaultValue={list("areas")}
            />
          </>
        ) : null}
        {key === "review" ? (
          <>
            <Honeypot label={tCommon("page.honeypotLabel")} />
            <SubmissionField token={submission} />
            <Review values={values} submitting={submitting} />
            <CheckboxField
              label={t("fields.consent")}
              error={err(errors.consent)}
              inputProps={{ name: "consent", value: "on" }}
            />
          </>
        ) : null}
        <StepButtons
          back={step > 0 ? t("buttons.back") : null}
          intent={key === "review" ? "submit" : "next"}
          label={submitting ? t("buttons.saving") : key === "review" ? t("buttons.submit") : t("buttons.next")}
          icon={key === "review" ? <Send aria-hidden /> : <ArrowRight aria-hidden />}
          submitting={submitting}
        />
      </Form>
    </Card>
  );
}

function Review({ values, submitting }: { values: RawValues; submitting: boolean }) {
  const { t } = useTranslation("partnerApply");
  const say = t as unknown as (key: string) => string;
  const text = (name: string) =>
    typeof values[name] === "string" && values[name] ? (values[name] as string) : t("review.none");
  const sections = [
    {
      step: 0,
      key: "organisation" as const,
      rows: [
        [t("fields.organisation"), text("organisation")],
        [
          t("fields.organisationType"),
          values.organisationType ? say(`types.${String(values.organisationType)}`) : t("review.none"),
        ],
        [t("fields.tier"), values.tier ? say(`tiers.${String(values.tier)}`) : t("review.none")],
        [t("fields.country"), text("country")],
        [t("fields.website"), text("website")],
      ],
    },
    {
      step: 1,
      key: "contact" as const,
      rows: [
        [t("fields.contactName"), text("contactName")],
        [t("fields.contactRole"), text("contactRole")],
        [t("fields.email"), text("email")],
        [t("fields.phone"), text("phone")],
      ],
    },
    {
      step: 2,
      key: "contribution" as const,
      rows: [
        [t("fields.contribution"), text("contribution")],
        [
          t("fields.areas"),
          Array.isArray(values.areas) && values.areas.length
            ? values.areas.map((area) => say(`areas.${area}`)).join(", ")
            : t("review.none"),
        ],
      ],
    },
  ];
  return (
    <div className="grid gap-4">
      {sections.map((section) => (
        <section
          key={section.key}
          aria-labelledby={`review-${section.key}`}
          className="rounded-lg border border-basalt-200 p-4"
        >
          <div className="flex items-center justify-between gap-3">
            <h3 id={`review-${section.key}`} className="text-lg font-semibold text-basalt-950">
              {t(`steps.${section.key}.title`)}
            </h3>
            <Button
              type="submit"
              name="intent"
              value={`goto:${section.step}`}
              variant="ghost"
              size="sm"
              disabled={submitting}
              aria-label={t("buttons.editLabel", { section: t(`steps.${section.key}.title`) })}
            >
              <Pencil aria-hidden />
              {t("buttons.edit")}
            </Button>
          </div>
          <dl className="mt-3 grid gap-x-6 gap-y-2 sm:grid-cols-[12rem_1fr]">
            {section.rows.map(([label, value]) => (
              <div key={label} className="contents">
                <dt className="text-sm font-medium text-basalt-600">{label}</dt>
                <dd className="text-basalt-950 break-words whitespace-pre-line">{value}</dd>
              </div>
            ))}
          </dl>
        </section>
      ))}
    </div>
  );
}
