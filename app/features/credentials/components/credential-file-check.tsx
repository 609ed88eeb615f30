import {
  CircleCheck,
  CircleMinus,
  CirclePause,
  CircleX,
  Clock,
  FileCheck2,
  FileX,
  ShieldAlert,
  ShieldQuestion,
  Upload,
  type LucideIcon,
} from "lucide-react";
import { useState } from "react";
import { useTranslation } from "~/lib/i18n/react";
import { Form, useNavigation } from "react-router";
import { FormAlert } from "~/components/forms/form-status";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { FieldError, inputClass } from "~/components/ui/field";
import type { CheckOutcome, CredentialFileReport, CredentialVerdict } from "~/features/credentials/credential-check";
import { credentialFileUpload } from "~/features/credentials/file-upload";
import type { FormReply } from "~/lib/forms/submission";
import { formatFileSize } from "~/lib/format/format";
import { useLanguage } from "~/lib/i18n/use-language";
import { useUploadCheck } from "~/lib/uploads/use-upload-check";
import { useErrorText } from "~/lib/i18n/use-error-text";
import { cn } from "~/lib/util/cn";
import { useHydrated } from "~/lib/util/use-hydrated";

export type FileCheckResult = {
  fileReport: CredentialFileReport;
  fileName: string;
  dates: { validFrom: string | null; validUntil: string | null };
};

/** Each verdict has its own icon and words as well as its colour. */
const verdictLook: Record<CredentialVerdict, { icon: LucideIcon; panel: string }> = {
  valid: { icon: CircleCheck, panel: "border-mineral-700 bg-mineral-50 text-mineral-800" },
  revoked: { icon: CircleX, panel: "border-magma-700 bg-magma-50 text-magma-800" },
  suspended: { icon: CirclePause, panel: "border-basalt-600 bg-basalt-100 text-basalt-900" },
  expired: { icon: Clock, panel: "border-sulphur-500 bg-sulphur-100 text-basalt-900" },
  notYetValid: { icon: Clock, panel: "border-sulphur-500 bg-sulphur-100 text-basalt-900" },
  tampered: { icon: ShieldAlert, panel: "border-magma-700 bg-magma-50 text-magma-800" },
  otherIssuer: { icon: ShieldQuestion, panel: "border-basalt-400 bg-white text-basalt-900" },
  statusUnavailable: { icon: ShieldQuestion, panel: "border-basalt-400 bg-white text-basalt-900" },
  notCredential: { icon: FileX, panel: "border-basalt-400 bg-white text-basalt-900" },
};

const outcomeLook: Record<CheckOutcome, { icon: LucideIcon; className: string }> = {
  pass: { icon: CircleCheck, className: "text-mineral-700" },
  fail: { icon: CircleX, className: "text-magma-700" },
  skipped: { icon: CircleMinus, className: "text-basalt-600" },
};

/** "Verify a credential file": the upload form (works without JavaScript) and the report. */
export function CredentialFileCheck({ reply, result }: { reply: FormReply; result: FileCheckResult | null }) {
  const { t } = useTranslation("credentialCheck");
  const err = useErrorText("credentialCheck");
  const hydrated = useHydrated();
  const navigation = useNavigation();
  const checking = navigation.state === "submitting" && navigation.formData?.get("intent") === "checkFile";
  const upload = useUploadCheck(credentialFileUpload);
  const input = upload.ref;
  const [chosen, setChosen] = useState<string | null>(null);
  const [dragging, setDragging] = useState(false);
  const limits = useFileLimits();
  const fieldError = upload.tooLarge ? err("errors.tooLarge", limits) : err(reply.fieldErrors.credential, limits);

  const onDrop = (event: React.DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setDragging(false);
    const files = event.dataTransfer.files;
    if (!input.current || files.length === 0) return;
    input.current.files = files;
    setChosen(files[0]?.name ?? null);
    upload.check(input.current);
  };

  return (
    <section aria-labelledby="file-check-heading" className="grid gap-6 print:hidden">
      <Card className="p-6 sm:p-8">
        <h2 id="file-check-heading" className="text-2xl font-bold text-basalt-950">
          {t("section.heading")}
        </h2>
        <p className="mt-2 text-basalt-700">{t("section.lead")}</p>
        <FormAlert className="mt-4" message={err(reply.formError, { ...limits, ...reply.formErrorValues })} />
        <Form method="post" encType="multipart/form-data" className="mt-6 grid gap-5" noValidate>
          <input type="hidden" name="intent" value="checkFile" />
          <div
            className={cn(
              "grid gap-1.5 rounded-xl border-2 border-dashed p-4 transition-colors duration-150",
              dragging ? "border-mineral-700 bg-mineral-50" : "border-basalt-300 bg-steam-50",
            )}
            onDragOver={(event) => {
              event.preventDefault();
              setDragging(true);
            }}
            onDragLeave={() => setDragging(false)}
            onDrop={onDrop}
            data-testid="credential-drop-zone"
          >
            <label htmlFor="credential-file" className="text-sm font-medium text-basalt-900">
              {t("section.fileLabel")}
            </label>
            <p id="credential-file-hint" className="text-sm text-basalt-600">
              {t("section.fileHint", limits)}
            </p>
            <input
              ref={input}
              id="credential-file"
              name="credential"
              type="file"
              accept=".json,.jsonld,.svg,application/json,application/ld+json,image/svg+xml"
              required
              aria-invalid={fieldError ? true : undefined}
              aria-describedby={["credential-file-hint", fieldError ? "credential-file-error" : ""]
                .filter(Boolean)
                .join(" ")}
              onChange={(event) => {
                setChosen(event.currentTarget.files?.[0]?.name ?? null);
                upload.onChange(event);
              }}
              className={cn(
                inputClass,
                "h-auto py-2 file:mr-3 file:rounded-md file:border-0 file:bg-steam-200 file:px-3 file:py-1.5 file:font-semibold file:text-basalt-900",
              )}
            />
            {hydrated ? (
              <p className="flex items-center gap-2 text-sm text-basalt-600">
                <Upload aria-hidden className="size-4 shrink-0" />
                {chosen ? t("section.chosen", { name: chosen }) : t("section.dropHint")}
              </p>
            ) : null}
            <FieldError id="credential-file-error" message={fieldError} />
          </div>
          <p className="text-sm text-basalt-600">{t("section.privacy")}</p>
          <Button type="submit" className="justify-self-start" disabled={checking}>
            <FileCheck2 aria-hidden />
            {checking ? t("section.checking") : t("section.submit")}
          </Button>
        </Form>
        <p className="mt-6 border-t border-basalt-200 pt-4 text-sm text-basalt-600">{t("section.apiNote")}</p>
      </Card>
      {result ? <FileReport result={result} /> : null}
    </section>
  );
}

/** The feature's file limit in the visitor's language, for every text that states it. */
function useFileLimits() {
  return { size: formatFileSize(credentialFileUpload.fileBytes, useLanguage()) };
}

function FileReport({ result }: { result: FileCheckResult }) {
  const { t } = useTranslation("credentialCheck");
  const limits = useFileLimits();
  const { fileReport: report, dates } = result;
  const look = verdictLook[report.verdict];
  const Icon = look.icon;
  const credential = report.credential;
  const summary: Array<[string, string | null]> = credential
    ? [
        [t("result.holder"), credential.holderName],
        [t("result.achievement"), credential.achievement],
        [t("result.issuer"), credential.issuerName],
        [t("result.validFrom"), dates.validFrom],
        [t("result.validUntil"), dates.validUntil],
      ]
    : [];
  return (
    // The card's look without its padding (the verdict's band runs to the card's edges).
    <div
      className="overflow-hidden rounded-[var(--radius-card)] border border-basalt-200 bg-white shadow-[var(--shadow-card)]"
      data-testid="credential-file-report"
      data-verdict={report.verdict}
    >
      <div className={cn("flex items-start gap-4 border-l-8 p-5 sm:p-6", look.panel)}>
        <Icon aria-hidden className="mt-1 size-8 shrink-0 sm:size-9" />
        <div role="status">
          <h3 className="text-sm font-semibold tracking-wide uppercase">{t("result.heading")}</h3>
          <div className="text-2xl font-bold sm:text-3xl" data-testid="credential-file-verdict">
            {t(`${report.verdictKey}.title` as "verdicts.valid.title")}
          </div>
          <p className="mt-1">{t(`${report.verdictKey}.text` as "verdicts.valid.text")}</p>
          <p className="mt-2 text-sm break-all opacity-90">{result.fileName}</p>
        </div>
      </div>
      <div className="grid gap-6 p-5 sm:p-6">
        <div>
          <h4 className="text-lg font-bold text-basalt-950">{t("result.checksHeading")}</h4>
          <ul className="mt-3 grid gap-3">
            {report.checks.map((check) => {
              const outcome = outcomeLook[check.outcome];
              const OutcomeIcon = outcome.icon;
              return (
                <li key={check.check} className="flex gap-3" data-check={check.check} data-outcome={check.outcome}>
                  <OutcomeIcon aria-hidden className={cn("mt-0.5 size-5 shrink-0", outcome.className)} />
                  <div>
                    <p className="font-semibold text-basalt-950">
                      {t(`checks.${check.check}.label`)}
                      <span className="font-normal text-basalt-700">
                        {" — "}
                        {t(`outcome.${check.outcome}`)}
                      </span>
                    </p>
                    <p className="text-basalt-700">{t(check.key as "checks.schema.ok", limits)}</p>
                  </div>
                </li>
              );
            })}
          </ul>
        </div>
        {credential ? (
          <div>
            <h4 className="text-lg font-bold text-basalt-950">{t("result.summaryHeading")}</h4>
            <dl className="mt-3 grid gap-x-8 gap-y-4 sm:grid-cols-2">
              {summary
                .filter((entry): entry is [string, string] => entry[1] !== null)
                .map(([label, value]) => (
                  <div key={label}>
                    <dt className="text-sm font-medium text-basalt-600">{label}</dt>
                    <dd className="mt-1 font-semibold text-basalt-950">{value}</dd>
                  </div>
                ))}
              {credential.id ? (
                <div className="sm:col-span-2">
                  <dt className="text-sm font-medium text-basalt-600">{t("result.id")}</dt>
                  <dd className="mt-1 font-mono text-sm break-all text-basalt-950">{credential.id}</dd>
                </div>
              ) : null}
            </dl>
          </div>
        ) : null}
      </div>
    </div>
  );
}
