import { SearchCheck } from "lucide-react";
import { useRef, useState } from "react";
import { useTranslation } from "~/lib/i18n/react";
import { Form, useNavigation } from "react-router";
import type { Route } from "./+types/partners.bulk-verify";
import { privateFormHeaders } from "~/lib/http/route-headers";
import { CsvTemplateLink } from "~/components/csv-template-link";
import { FormAlert } from "~/components/forms/form-status";
import { PageHeader } from "~/components/page-header";
import { PageMeta } from "~/components/page-meta";
import {
  Progress,
  Results,
  RESULTS_PAGE_ROWS,
  type ClientState,
  bulkErrorKey,
  bulkVerifyForms,
  type BulkResult,
  canVerifyInBulk,
  bulkVerifyUpload,
  CSV_MAX_ROWS,
} from "~/features/registry";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { FieldError, inputClass, TextareaField } from "~/components/ui/field";
import { getRequestLanguage } from "~/lib/server/app-context.server";
import { requireUser } from "~/features/auth/index.server";
import { ensure } from "~/features/auth";
import { formReply } from "~/lib/forms/submission";
import { parseForm, refuse } from "~/lib/forms/submission.server";
import {
  readBulkForm,
  bulkLimitReached,
  checkInOneRequest,
  refuseCheck,
  type BulkRow,
} from "~/features/registry/index.server";
import { formatFileSize, formatInteger } from "~/lib/format/format";
import { usePageMessages } from "~/lib/i18n/page-messages";
import { pageMessages } from "~/lib/i18n/page-messages.server";
import { useErrorText } from "~/lib/i18n/use-error-text";
import { levelTexts } from "~/lib/levels/level-texts.server";
import { useUploadCheck } from "~/lib/uploads/use-upload-check";
import { cn } from "~/lib/util/cn";

const BATCH_SIZE = 250;

export const headers = privateFormHeaders;

// The partner role is checked first by the layout (app/routes/partners-area.tsx), then here.
export async function loader({ request, context }: Route.LoaderArgs) {
  ensure(canVerifyInBulk(await requireUser(request, context)));
  const levels = levelTexts(context);
  const language = getRequestLanguage(context);
  return {
    messages: pageMessages(context, "bulkVerify"),
    limits: {
      rows: formatInteger(CSV_MAX_ROWS, language),
      size: formatFileSize(bulkVerifyUpload.fileBytes, language),
    },
    levelNames: Object.fromEntries(Object.entries(levels).map(([key, value]) => [key, value.certification])) as Record<
      string,
      string
    >,
  };
}

/** Without JavaScript the whole file is checked in one request (in batches on the server). */
export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireUser(request, context);
  ensure(canVerifyInBulk(user));
  const limited = await bulkLimitReached(context, user);
  if (limited) return limited;
  const form = await readBulkForm(request);
  if (!form) return refuseCheck("tooLarge", { status: 400 });
  const parsed = parseForm(form, bulkVerifyForms);
  if (!parsed.ok) return refuse(parsed.reply);
  switch (parsed.value.intent) {
    case "check":
      return checkInOneRequest(context, user, form);
  }
}

export default function BulkVerify({ loaderData, actionData }: Route.ComponentProps) {
  usePageMessages("bulkVerify", loaderData.messages);
  const { t } = useTranslation("bulkVerify");
  const err = useErrorText("bulkVerify");
  const navigation = useNavigation();
  const [state, setState] = useState<ClientState>({ phase: "idle" });
  const formRef = useRef<HTMLFormElement>(null);
  const statusRef = useRef<HTMLDivElement>(null);
  const { limits } = loaderData;
  const upload = useUploadCheck(bulkVerifyUpload);
  const fileError = upload.tooLarge ? err("errors.tooLarge", limits) : null;

  // With JavaScript: read once, then check 250 rows a request and move the progress bar.
  const onSubmit = async (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    setState({ phase: "reading" });
    try {
      const read = await fetch("/api/bulk-verify", { method: "POST", body: new FormData(form) });
      const answer = (await read.json()) as { rows?: BulkRow[]; error?: string; line?: number; minutes?: number };
      if (!answer.rows) {
        setState({ phase: "error", error: answer.error ?? "failed", line: answer.line, minutes: answer.minutes });
        return;
      }
      const rows = answer.rows;
      const results: BulkResult[] = [];
      setState({ phase: "checking", done: 0, total: rows.length });
      for (let start = 0; start < rows.length; start += BATCH_SIZE) {
        const response = await fetch("/api/bulk-verify", {
          method: "POST",
          headers: { "Content-Type": "application/json" },
          body: JSON.stringify({ rows: rows.slice(start, start + BATCH_SIZE) }),
        });
        const batch = (await response.json()) as { results?: BulkResult[]; error?: string; minutes?: number };
        if (!batch.results) {
          setState({ phase: "error", error: batch.error ?? "failed", minutes: batch.minutes });
          return;
        }
        results.push(...batch.results);
        setState({ phase: "checking", done: results.length, total: rows.length });
      }
      setState({ phase: "done", rows, results });
      requestAnimationFrame(() => statusRef.current?.focus());
    } catch {
      setState({ phase: "error", error: "failed" });
    }
  };

  const reply = formReply(actionData, "check");
  const serverResult = actionData && "checked" in actionData ? actionData.checked : null;
  const shown =
    state.phase === "done"
      ? { rows: state.rows, results: state.results }
      : state.phase === "idle" && serverResult
        ? serverResult
        : null;
  // The script's refusal while it runs; before (and without it), the action's.
  const refusal =
    state.phase === "error"
      ? err(bulkErrorKey(state.error), { ...limits, line: state.line ?? "", minutes: state.minutes ?? 1 })
      : state.phase === "idle"
        ? err(reply.formError, { ...limits, minutes: 1, ...reply.formErrorValues })
        : null;
  const busy = state.phase === "reading" || state.phase === "checking" || navigation.state === "submitting";

  return (
    <main id="main">
      <PageMeta title={t("meta.title")} description={t("meta.description")} />
      <PageHeader
        eyebrow={t("header.eyebrow")}
        title={t("header.title")}
        lead={t("header.lead")}
        trail={[[t("trail.partners"), "/partners"]]}
      />
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-12 sm:px-6 lg:px-8 lg:py-16">
        {shown ? (
          <Results
            rows={shown.rows}
            results={shown.results}
            levelNames={loaderData.levelNames}
            statusRef={statusRef}
            pageRows={state.phase === "done" ? RESULTS_PAGE_ROWS : undefined}
          />
        ) : null}
        <Card className={cn("p-6 sm:p-8", shown && "print:hidden")}>
          <h2 className="text-2xl font-bold text-basalt-950">{t("form.heading")}</h2>
          <p className="mt-2 max-w-3xl text-basalt-700">{t("form.text", limits)}</p>
          <CsvTemplateLink href="/partners/bulk-verify/template.csv">{t("form.template")}</CsvTemplateLink>
          <FormAlert message={refusal} className="mt-5" />
          <Form
            ref={formRef}
            method="post"
            encType="multipart/form-data"
            onSubmit={onSubmit}
            className="mt-6 grid gap-6"
            noValidate
          >
            <input type="hidden" name="intent" value="check" />
            <div className="grid gap-1.5">
              <label htmlFor="bulk-file" className="text-sm font-medium text-basalt-900">
                {t("form.file")}
              </label>
              <p id="bulk-file-hint" className="text-sm text-basalt-600">
                {t("form.fileHint")}
              </p>
              <input
                ref={upload.ref}
                onChange={upload.onChange}
                id="bulk-file"
                name="file"
                type="file"
                accept=".csv,.txt,text/csv,text/plain"
                aria-invalid={fileError ? true : undefined}
                aria-describedby={fileError ? "bulk-file-hint bulk-file-error" : "bulk-file-hint"}
                className={cn(
                  inputClass,
                  "h-auto py-2 file:mr-3 file:rounded-md file:border-0 file:bg-steam-200 file:px-3 file:py-1.5 file:font-semibold file:text-basalt-900",
                )}
              />
              <FieldError id="bulk-file-error" message={fileError} />
            </div>
            <p className="text-sm font-semibold text-basalt-600 uppercase">{t("form.or")}</p>
            <TextareaField
              label={t("form.paste")}
              hint={t("form.pasteHint")}
              textareaProps={{
                id: "bulk-rows",
                name: "rows",
                rows: 6,
                spellCheck: false,
                placeholder: "GCF-2026-7KQ4-XM,Kamau",
                defaultValue: reply.values.rows,
                className: "font-mono text-sm",
              }}
            />
            <div className="flex flex-wrap items-center gap-4">
              <Button type="submit" disabled={busy}>
                <SearchCheck aria-hidden />
                {busy ? t("form.checking") : t("form.submit")}
              </Button>
              <Progress state={state} />
            </div>
          </Form>
        </Card>
      </div>
    </main>
  );
}
