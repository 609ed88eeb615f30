import { Check, FileSpreadsheet, ShieldCheck } from "lucide-react";
import { useTranslation } from "~/lib/i18n/react";
import { data, Form, useNavigation } from "react-router";
import type { Route } from "./+types/partners.verify";
import { dataPageHeaders } from "~/lib/http/route-headers";
import { FormAlert } from "~/components/forms/form-status";
import { ResultPanel } from "~/features/registry";
import { ArrowLink } from "~/components/arrow-link";
import { PageHeader } from "~/components/page-header";
import { PageMeta } from "~/components/page-meta";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { Field } from "~/components/ui/field";
import { usePageMessages } from "~/lib/i18n/page-messages";
import { pageMessages } from "~/lib/i18n/page-messages.server";
import { useErrorText } from "~/lib/i18n/use-error-text";
import { verifyFromQuery } from "~/features/registry/index.server";
import { CredentialFileCheck, credentialFileForms } from "~/features/credentials";
import { checkCredentialFile, readCredentialFileForm, refuseTooLargeForm } from "~/features/credentials/index.server";
import { parseForm, refuse } from "~/lib/forms/submission.server";
import { formReply } from "~/lib/forms/submission";

/** Answers depend on the visitor (rate limit) and the live registry: never cached. */
export const headers = dataPageHeaders;

export async function loader({ request, context }: Route.LoaderArgs) {
  const lookup = await verifyFromQuery(request, context);
  return data(
    {
      messages: pageMessages(context, "verify"),
      fileCheckMessages: pageMessages(context, "credentialCheck"),
      ...lookup.data,
    },
    lookup.init ?? undefined,
  );
}

/** "Verify a credential file": a multipart post, so it works without JavaScript. */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await readCredentialFileForm(request);
  if (!form) return refuseTooLargeForm();
  const parsed = parseForm(form, credentialFileForms);
  if (!parsed.ok) return refuse(parsed.reply);
  switch (parsed.value.intent) {
    case "checkFile":
      return checkCredentialFile(context, form);
  }
}

export default function VerifyPage({ loaderData, actionData }: Route.ComponentProps) {
  usePageMessages("verify", loaderData.messages);
  usePageMessages("credentialCheck", loaderData.fileCheckMessages);
  const fileResult = actionData && "fileReport" in actionData ? actionData : null;
  const { t } = useTranslation("verify");
  const err = useErrorText("verify");
  const navigation = useNavigation();
  const checking = navigation.state === "loading" && navigation.location?.pathname === "/partners/verify";
  const { values, errors, result, waitMinutes } = loaderData;

  return (
    <main id="main">
      <PageMeta title={t("meta.title")} description={t("meta.description")} />
      <PageHeader
        eyebrow={t("header.eyebrow")}
        title={t("header.title")}
        lead={t("header.lead")}
        trail={[[t("trail.partners"), "/partners"]]}
      />
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:px-6 lg:grid-cols-12 lg:px-8 lg:py-16">
        <div className="grid min-w-0 content-start gap-8 lg:col-span-8">
          <Card className="p-6 sm:p-8 print:hidden">
            <h2 className="text-2xl font-bold text-basalt-950">{t("form.heading")}</h2>
            <p className="mt-2 text-basalt-700">{t("form.privacy")}</p>
            <FormAlert
              className="mt-4"
              message={waitMinutes > 0 ? t("errors.rateLimited", { count: waitMinutes }) : null}
            />
            <Form method="get" className="mt-6 grid gap-5" noValidate>
              <div className="grid gap-5 md:grid-cols-2">
                <Field
                  label={t("form.id")}
                  hint={t("form.idHint")}
                  error={err(errors.id)}
                  inputProps={{
                    id: "credential-id",
                    name: "id",
                    defaultValue: values.id,
                    autoComplete: "off",
                    autoCapitalize: "characters",
                    spellCheck: false,
                    maxLength: 40,
                    required: true,
                    className: "font-mono uppercase tracking-wide",
                  }}
                />
                <Field
                  label={t("form.name")}
                  hint={t("form.nameHint")}
                  error={err(errors.name)}
                  inputProps={{
                    id: "holder-name",
                    name: "name",
                    defaultValue: values.name,
                    autoComplete: "off",
                    maxLength: 120,
                    required: true,
                  }}
                />
              </div>
              <Button type="submit" className="justify-self-start" disabled={checking}>
                <ShieldCheck aria-hidden />
                {checking ? t("form.checking") : t("form.submit")}
              </Button>
            </Form>
          </Card>
          {result ? <ResultPanel result={result} /> : null}
          <CredentialFileCheck reply={formReply(actionData, "checkFile")} result={fileResult} />
        </div>
        <aside aria-labelledby="how-heading" className="grid content-start gap-6 lg:col-span-4 print:hidden">
          <div className="rounded-[var(--radius-card)] bg-steam-100 p-6">
            <h2 id="how-heading" className="text-xl font-bold text-basalt-950">
              {t("aside.heading")}
            </h2>
            <ul className="mt-4 grid gap-3">
              {(["live", "minimal", "limit"] as const).map((key) => (
                <li key={key} className="flex gap-2 text-basalt-800">
                  <Check aria-hidden className="mt-1 size-4 shrink-0 text-mineral-700" />
                  <span>{t(`aside.items.${key}`)}</span>
                </li>
              ))}
            </ul>
          </div>
          <div className="rounded-[var(--radius-card)] border border-basalt-200 bg-white p-6">
            <FileSpreadsheet aria-hidden className="size-7 text-mineral-700" />
            <h2 className="mt-3 text-lg font-bold text-basalt-950">{t("aside.bulkHeading")}</h2>
            <p className="mt-2 text-basalt-700">{t("aside.bulkText")}</p>
            <ArrowLink to="/partners/bulk-verify" className="mt-3">
              {t("aside.bulkLink")}
            </ArrowLink>
          </div>
        </aside>
      </div>
    </main>
  );
}
