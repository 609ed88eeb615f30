import { Form, Link, useNavigation } from "react-router";
import type { Route } from "./+types/staff.exams.import";
import { FormAlert, StatusNotice } from "~/components/forms/form-status";
import { PageMeta } from "~/components/page-meta";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { FieldError, inputClass } from "~/components/ui/field";
import { Table, TableBody, TableHead, Td, Th } from "~/components/ui/table";
import { AdminHeading } from "~/features/admin";
import { requireUser } from "~/features/auth/index.server";
import { bankImportUpload, importForms } from "~/features/exams";
import { bankUser, importUpload } from "~/features/exams/index.server";
import { formatFileSize } from "~/lib/format/format";
import { SubmissionField } from "~/lib/forms/idempotency";
import { newSubmissionToken } from "~/lib/forms/idempotency.server";
import { readLimitedFormData } from "~/lib/forms/limited-body.server";
import { formReply } from "~/lib/forms/submission";
import { parseForm, refuse, refuseForm } from "~/lib/forms/submission.server";
import { privateFormHeaders } from "~/lib/http/route-headers";
import { usePageMessages } from "~/lib/i18n/page-messages";
import { pageMessages } from "~/lib/i18n/page-messages.server";
import { useTranslation } from "~/lib/i18n/react";
import { useErrorText } from "~/lib/i18n/use-error-text";
import { getRequestLanguage } from "~/lib/server/app-context.server";
import { useUploadCheck } from "~/lib/uploads/use-upload-check";
import { cn } from "~/lib/util/cn";

export const headers = privateFormHeaders;

/** /staff/exams/import: one QTI 3.0 package or CSV file, checked whole and stored all at once or not at all. */
export async function loader({ request, context }: Route.LoaderArgs) {
  bankUser(await requireUser(request, context));
  return {
    messages: pageMessages(context, "examBank"),
    size: formatFileSize(bankImportUpload.fileBytes, getRequestLanguage(context)),
    submission: newSubmissionToken(),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const me = bankUser(await requireUser(request, context));
  const form = await readLimitedFormData(request, bankImportUpload.readBytes);
  const size = formatFileSize(bankImportUpload.fileBytes, getRequestLanguage(context));
  if (!form) return refuse({ intent: "import", fieldErrors: { file: "import.tooLarge" }, values: {} }, { status: 413 });
  const parsed = parseForm(form, importForms);
  if (!parsed.ok) return refuse(parsed.reply);
  const file = form.get("file");
  if (!(file instanceof File) || file.size === 0)
    return refuse({ intent: "import", fieldErrors: { file: "import.noFile" }, values: {} });
  if (file.size > bankImportUpload.fileBytes) return refuseForm(form, "import.tooLarge", { values: { size } });
  return { intent: "import" as const, result: await importUpload(context, me, form, file) };
}

export default function ImportExamItems({ loaderData, actionData }: Route.ComponentProps) {
  usePageMessages("examBank", loaderData.messages);
  const { t } = useTranslation("examBank");
  const err = useErrorText("examBank");
  const busy = useNavigation().state === "submitting";
  const upload = useUploadCheck(bankImportUpload);
  const reply = formReply(actionData, "import");
  const result = actionData && "result" in actionData ? actionData.result : null;
  const fileError = upload.tooLarge
    ? err("import.tooLarge", { size: loaderData.size })
    : err(reply.fieldErrors.file, { size: loaderData.size });
  return (
    <>
      <PageMeta title={t("meta.importTitle")} />
      <p>
        <Link to="/staff/exams" className="text-sm font-medium text-mineral-700 underline underline-offset-4">
          {t("item.back")}
        </Link>
      </p>
      <div className="mt-3">
        <AdminHeading title={t("import.heading")} text={t("import.text")} />
      </div>
      <p className="mt-2 max-w-3xl text-sm text-basalt-700">{t("import.arrival")}</p>
      <FormAlert message={err(reply.formError, reply.formErrorValues)} className="mt-4" />
      <Card className="mt-6">
        <Form method="post" encType="multipart/form-data" className="grid gap-4" noValidate>
          <input type="hidden" name="intent" value="import" />
          <SubmissionField token={loaderData.submission} />
          <div className="grid gap-1.5">
            <label htmlFor="import-file" className="text-sm font-medium text-basalt-900">
              {t("import.file", { size: loaderData.size })}
            </label>
            <input
              ref={upload.ref}
              onChange={upload.onChange}
              id="import-file"
              name="file"
              type="file"
              accept=".zip,.csv,application/zip,text/csv"
              aria-invalid={fileError ? true : undefined}
              aria-describedby={fileError ? "import-file-error" : undefined}
              className={cn(
                inputClass,
                "h-auto py-2 file:mr-3 file:rounded-md file:border-0 file:bg-steam-200 file:px-3 file:py-1.5 file:font-semibold file:text-basalt-900",
              )}
            />
            <FieldError id="import-file-error" message={fileError} />
          </div>
          <Button type="submit" className="justify-self-start" disabled={busy}>
            {t("import.submit")}
          </Button>
        </Form>
      </Card>

      {result?.ok ? (
        <section aria-labelledby="arrived-heading" className="mt-8 grid gap-4">
          <h2 id="arrived-heading" className="text-xl font-semibold text-basalt-950">
            {t("import.arrivedHeading")}
          </h2>
          <StatusNotice>
            {t("import.arrived", { count: result.items.length })}{" "}
            {result.cases.length ? t("import.cases", { count: result.cases.length }) : ""}
          </StatusNotice>
          {result.items.length ? (
            <Table minWidth="28rem">
              <TableHead>
                <tr>
                  <Th>{t("bank.item")}</Th>
                  <Th>{t("import.claimed")}</Th>
                  <Th>{t("import.now")}</Th>
                </tr>
              </TableHead>
              <TableBody>
                {result.items.map((item) => (
                  <tr key={item.id}>
                    <Td className="font-mono text-xs break-all">
                      <Link
                        to={`/staff/exams/items/${encodeURIComponent(item.id)}`}
                        className="text-mineral-700 underline underline-offset-4"
                      >
                        {item.id}
                      </Link>
                    </Td>
                    <Td>{t(`statuses.${item.claimed}`)}</Td>
                    <Td>{t(`statuses.${item.status}`)}</Td>
                  </tr>
                ))}
              </TableBody>
            </Table>
          ) : null}
        </section>
      ) : null}

      {result && !result.ok ? (
        <section aria-labelledby="refused-heading" className="mt-8 grid gap-4">
          <h2 id="refused-heading" className="text-xl font-semibold text-basalt-950">
            {t("import.refusedHeading")}
          </h2>
          <FormAlert
            message={
              result.error === "file"
                ? t("import.unreadable")
                : result.error === "exists"
                  ? t("import.exists", { ids: [...result.itemIds, ...result.caseIds].join(", ") })
                  : t("import.refusedText")
            }
          />
          {result.problems.length ? (
            <Table minWidth="40rem">
              <TableHead>
                <tr>
                  <Th>{t("import.problem")}</Th>
                  <Th>{t("import.where")}</Th>
                  <Th>{t("import.subject")}</Th>
                  <Th>{t("item.language")}</Th>
                </tr>
              </TableHead>
              <TableBody>
                {result.problems.map((problem, index) => (
                  <tr key={index}>
                    <Td>
                      {t(`problems.${problem.code}` as "problems.other", {
                        defaultValue: t("problems.other", { code: problem.code }),
                      })}
                    </Td>
                    <Td className="font-mono text-xs break-all">{problem.where}</Td>
                    <Td className="font-mono text-xs break-all">{problem.item}</Td>
                    <Td>{problem.language}</Td>
                  </tr>
                ))}
              </TableBody>
            </Table>
          ) : null}
        </section>
      ) : null}
    </>
  );
}
