import { Form, Link } from "react-router";
import type { Route } from "./+types/staff.exams.items.$id";
import { FormAlert, FormSuccess, StatusNotice } from "~/components/forms/form-status";
import { PageMeta } from "~/components/page-meta";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { FieldError, inputClass, SelectField, TextareaField } from "~/components/ui/field";
import { AdminHeading } from "~/features/admin";
import { requireUser } from "~/features/auth/index.server";
import { levelNamesIn } from "~/features/applications/index.server";
import { ItemFields, itemForms } from "~/features/exams";
import { bankCases, bankUser, itemAction, itemView } from "~/features/exams/index.server";
import { useFormReply } from "~/lib/forms/submission";
import { parseForm, refuse } from "~/lib/forms/submission.server";
import { privateFormHeaders } from "~/lib/http/route-headers";
import { languageNameOf, languages } from "~/lib/i18n/languages";
import { usePageMessages } from "~/lib/i18n/page-messages";
import { pageMessages } from "~/lib/i18n/page-messages.server";
import { useTranslation } from "~/lib/i18n/react";
import { useErrorText } from "~/lib/i18n/use-error-text";
import { getRequestLanguage } from "~/lib/server/app-context.server";

// An item's page shows its key: never kept by a browser or a shared cache.
export const headers = privateFormHeaders;

/**
 * /staff/exams/items/:id: one item with its key, translations, case study and history; a draft's editor, the
 * status moves the item can make (the review refused to its author), each translation's review.
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const me = bankUser(await requireUser(request, context));
  const view = await itemView(context, me, params.id);
  return {
    messages: pageMessages(context, "examBank"),
    levelNames: levelNamesIn(getRequestLanguage(context)),
    cases: view.editable ? await bankCases(context, me) : [],
    ...view,
  };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const me = bankUser(await requireUser(request, context));
  const form = await request.formData();
  const parsed = parseForm(form, itemForms);
  if (!parsed.ok) return refuse(parsed.reply);
  return itemAction(context, me, params.id, form, parsed.value);
}

const link = "text-sm font-medium text-mineral-700 underline underline-offset-4";
const tones = { draft: "sulphur", reviewed: "neutral", live: "mineral", retired: "magma" } as const;

type Data = Route.ComponentProps["loaderData"];

export default function ExamItem({ loaderData }: Route.ComponentProps) {
  usePageMessages("examBank", loaderData.messages);
  const { t } = useTranslation("examBank");
  const { t: tc } = useTranslation("common");
  const err = useErrorText("examBank");
  const editReply = useFormReply("edit");
  const { item } = loaderData;
  const english = loaderData.translations.find((tr) => tr.language === "en");
  return (
    <>
      <PageMeta title={t("meta.itemTitle", { id: item.id })} />
      <p>
        <Link to="/staff/exams" className={link}>
          {t("item.back")}
        </Link>
      </p>
      <div className="mt-3">
        <AdminHeading
          title={`${t("item.summary")} ${item.id}`}
          text={`${loaderData.levelNames[item.level]} · ${tc(`skills.${item.domain}`)} · ${t(`statuses.${item.status}`)}`}
        />
      </div>
      <FormSuccess form="item" className="mt-4" />
      <FormSuccess form="move" className="mt-4" />
      {item.mine ? <StatusNotice className="mt-4">{t("item.yours")}</StatusNotice> : null}

      <Card className="mt-6">
        <dl className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          <Fact label={t("bank.status")}>
            <Badge tone={tones[item.status]}>{t(`statuses.${item.status}`)}</Badge>{" "}
            <span className="text-sm text-basalt-600">{t("item.version", { version: item.version })}</span>
          </Fact>
          <Fact label={t("item.level")}>{loaderData.levelNames[item.level]}</Fact>
          <Fact label={t("item.domain")}>{tc(`skills.${item.domain}`)}</Fact>
          <Fact label={t("item.type")}>{t(`types.${item.type}`)}</Fact>
          <Fact label={t("item.author")}>{item.author}</Fact>
          <Fact label={t("item.reviewer")}>{item.reviewer ?? t("item.noReviewer")}</Fact>
          <Fact label={t("item.key")}>
            <span className="font-mono">{item.key.join(", ")}</span>
          </Fact>
          {item.caseId ? <Fact label={t("item.caseId")}>{item.caseId}</Fact> : null}
        </dl>
      </Card>

      <h2 className="mt-8 text-xl font-semibold text-basalt-950">{t("item.contentHeading")}</h2>
      {loaderData.editable && english ? (
        <Card className="mt-3">
          <Form method="post" className="grid gap-5">
            <input type="hidden" name="intent" value="edit" />
            <input type="hidden" name="version" value={item.version} />
            <FormAlert message={err(editReply.formError, editReply.formErrorValues)} />
            <ItemFields
              reply={editReply}
              levelNames={loaderData.levelNames}
              cases={loaderData.cases}
              initial={{
                level: item.level,
                domain: item.domain,
                type: item.type,
                caseId: item.caseId,
                stem: english.stem,
                rationale: english.rationale,
                options: english.options,
                key: item.key,
              }}
            />
            <div>
              <Button type="submit">{t("item.save")}</Button>
            </div>
          </Form>
        </Card>
      ) : (
        <p className="mt-2 text-basalt-700">{t("item.notEditable")}</p>
      )}

      <StatusMoves data={loaderData} />
      <Translations data={loaderData} />
      {loaderData.caseStudy ? <CaseStudy data={loaderData} /> : null}
      <History data={loaderData} />
    </>
  );
}

function Fact({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div>
      <dt className="text-sm font-medium text-basalt-700">{label}</dt>
      <dd className="mt-0.5 break-words text-basalt-950">{children}</dd>
    </div>
  );
}

function StatusMoves({ data }: { data: Data }) {
  const { t } = useTranslation("examBank");
  const err = useErrorText("examBank");
  const reply = useFormReply("move");
  return (
    <section aria-labelledby="moves-heading" className="mt-8">
      <h2 id="moves-heading" className="text-xl font-semibold text-basalt-950">
        {t("item.statusHeading")}
      </h2>
      <FormAlert message={err(reply.formError, reply.formErrorValues)} className="mt-3" />
      {data.moves.length === 0 ? <p className="mt-2 text-basalt-700">{t("item.noMoves")}</p> : null}
      <div className="mt-3 grid gap-4 lg:grid-cols-2">
        {data.moves.map((to) => {
          const needsReason = to === "draft" || to === "retired";
          const ownReview = to === "reviewed" && !data.canReview;
          const typed = reply.values.to === to ? reply : null;
          return (
            <Card key={to}>
              <h3 className="font-semibold text-basalt-950">{t(`item.moveTo.${to}`)}</h3>
              <p className="mt-1 text-sm text-basalt-700">{t(`item.moveText.${to}`)}</p>
              {ownReview ? (
                <p className="mt-3 text-sm font-medium text-basalt-900">{t("item.ownReview")}</p>
              ) : (
                <Form method="post" className="mt-3 grid gap-3">
                  <input type="hidden" name="intent" value="move" />
                  <input type="hidden" name="to" value={to} />
                  <input type="hidden" name="version" value={data.item.version} />
                  {needsReason ? (
                    <TextareaField
                      label={t("item.reason")}
                      error={err(typed?.fieldErrors.reason)}
                      textareaProps={{
                        id: `move-${to}-reason`,
                        name: "reason",
                        required: true,
                        rows: 2,
                        className: "min-h-20",
                        defaultValue: typed?.values.reason ?? "",
                      }}
                    />
                  ) : null}
                  <div>
                    <Button type="submit" variant={to === "retired" ? "danger" : "primary"}>
                      {t(`item.moveTo.${to}`)}
                    </Button>
                  </div>
                </Form>
              )}
            </Card>
          );
        })}
      </div>
    </section>
  );
}

function Translations({ data }: { data: Data }) {
  const { t } = useTranslation("examBank");
  const err = useErrorText("examBank");
  const reply = useFormReply("translation");
  const reviewReply = useFormReply("reviewTranslation");
  const english = data.translations.find((tr) => tr.language === "en");
  const others = languages.filter((l) => l.code !== "en");
  return (
    <section aria-labelledby="translations-heading" className="mt-8">
      <h2 id="translations-heading" className="text-xl font-semibold text-basalt-950">
        {t("item.translationsHeading")}
      </h2>
      <p className="mt-1 text-basalt-700">{t("item.translationsText")}</p>
      <FormAlert message={err(reviewReply.formError, reviewReply.formErrorValues)} className="mt-3" />
      <ul className="mt-3 grid gap-4">
        {data.translations.map((tr) => (
          <li key={tr.language} id={`translation-${tr.language}`} className="scroll-mt-4">
            <Card>
              <div className="flex flex-wrap items-center justify-between gap-2">
                <h3 className="font-semibold text-basalt-950" lang={tr.language}>
                  {languageNameOf(tr.language)}
                </h3>
                <Badge tone={tr.reviewed ? "mineral" : "sulphur"}>
                  {tr.reviewed ? t("statuses.reviewed") : t("item.notReviewed")}
                </Badge>
              </div>
              <FormSuccess form={`translation:${tr.language}`} className="mt-3" />
              <div lang={tr.language} className="mt-3 grid gap-2">
                <p className="whitespace-pre-line text-basalt-950">{tr.stem}</p>
                <ol className="grid gap-1">
                  {tr.options.map((option) => (
                    <li key={option.id} className="flex gap-2">
                      <span className="font-mono text-sm text-basalt-700">{option.id}</span>
                      <span>
                        {option.text}
                        {data.item.key.includes(option.id) ? (
                          <Badge tone="mineral" className="ml-2">
                            {t("item.key")}
                          </Badge>
                        ) : null}
                      </span>
                    </li>
                  ))}
                </ol>
                {tr.rationale ? (
                  <p className="whitespace-pre-line text-sm text-basalt-700">
                    <span className="font-medium">{t("item.rationale")}: </span>
                    {tr.rationale}
                  </p>
                ) : null}
              </div>
              <p className="mt-3 text-sm text-basalt-600">
                {tr.translator ? t("item.translator", { name: tr.translator }) : null}
                {tr.reviewedBy && tr.reviewedOn
                  ? ` · ${t("item.reviewedBy", { name: tr.reviewedBy, date: tr.reviewedOn })}`
                  : ""}
              </p>
              {tr.canReview ? (
                <Form method="post" className="mt-3">
                  <input type="hidden" name="intent" value="reviewTranslation" />
                  <input type="hidden" name="version" value={data.item.version} />
                  <input type="hidden" name="language" value={tr.language} />
                  <Button type="submit" variant="secondary">
                    {t("item.review")}
                    <span className="sr-only">{` (${languageNameOf(tr.language)})`}</span>
                  </Button>
                </Form>
              ) : null}
            </Card>
          </li>
        ))}
      </ul>

      {data.editable && english ? (
        <Card className="mt-4">
          <h3 className="font-semibold text-basalt-950">{t("item.addTranslation")}</h3>
          <Form method="post" className="mt-3 grid gap-4">
            <input type="hidden" name="intent" value="translation" />
            <input type="hidden" name="version" value={data.item.version} />
            <FormAlert message={err(reply.formError, reply.formErrorValues)} />
            <SelectField
              label={t("item.language")}
              error={err(reply.fieldErrors.language)}
              options={others.map((l) => ({ value: l.code, label: l.name }))}
              selectProps={{ id: "translation-language", name: "language", defaultValue: reply.values.language ?? "" }}
            />
            <blockquote
              lang="en"
              className="border-l-4 border-basalt-200 pl-3 text-sm whitespace-pre-line text-basalt-700"
            >
              {english.stem}
            </blockquote>
            <TextareaField
              label={t("item.stem")}
              error={err(reply.fieldErrors.stem)}
              textareaProps={{
                id: "translation-stem",
                name: "stem",
                required: true,
                rows: 4,
                defaultValue: reply.values.stem ?? "",
              }}
            />
            <fieldset className="grid gap-3">
              <legend className="mb-1 text-sm font-medium text-basalt-900">{t("item.options")}</legend>
              {english.options.map((option, i) => (
                <label key={option.id} className="grid gap-1">
                  <span className="text-sm text-basalt-800">
                    {t("item.option", { letter: option.id })}
                    <span lang="en" className="block text-basalt-600">
                      {option.text}
                    </span>
                  </span>
                  <input
                    name={`optionText${i}`}
                    required
                    maxLength={1000}
                    defaultValue={reply.values[`optionText${i}`] ?? ""}
                    className={inputClass}
                  />
                </label>
              ))}
              <FieldError message={err(reply.fieldErrors.options)} />
            </fieldset>
            <TextareaField
              label={t("item.rationale")}
              error={err(reply.fieldErrors.rationale)}
              textareaProps={{
                id: "translation-rationale",
                name: "rationale",
                rows: 3,
                defaultValue: reply.values.rationale ?? "",
              }}
            />
            <div>
              <Button type="submit" variant="secondary">
                {t("item.saveTranslation")}
              </Button>
            </div>
          </Form>
        </Card>
      ) : null}
    </section>
  );
}

function CaseStudy({ data }: { data: Data }) {
  const { t } = useTranslation("examBank");
  const err = useErrorText("examBank");
  const reply = useFormReply("caseText");
  const study = data.caseStudy!;
  return (
    <section aria-labelledby="case-heading" className="mt-8">
      <h2 id="case-heading" className="text-xl font-semibold text-basalt-950">
        {t("item.caseStudyHeading", { id: study.id })}
      </h2>
      <FormSuccess form="caseText" className="mt-3" />
      <ul className="mt-3 grid gap-3">
        {study.texts.map((text) => (
          <li key={text.language}>
            <Card>
              <h3 className="font-semibold text-basalt-950">{languageNameOf(text.language)}</h3>
              <p lang={text.language} className="mt-2 whitespace-pre-line text-basalt-900">
                {text.scenario}
              </p>
            </Card>
          </li>
        ))}
      </ul>
      {data.editable ? (
        <Card className="mt-4">
          <Form method="post" className="grid gap-4">
            <input type="hidden" name="intent" value="caseText" />
            <input type="hidden" name="caseVersion" value={study.version} />
            <FormAlert message={err(reply.formError, reply.formErrorValues)} />
            <SelectField
              label={t("item.language")}
              options={languages.map((l) => ({ value: l.code, label: l.name }))}
              selectProps={{ id: "case-language", name: "language", defaultValue: reply.values.language ?? "" }}
            />
            <TextareaField
              label={t("item.caseLanguage")}
              error={err(reply.fieldErrors.scenario)}
              textareaProps={{
                id: "case-text",
                name: "scenario",
                required: true,
                defaultValue: reply.values.scenario ?? "",
              }}
            />
            <div>
              <Button type="submit" variant="secondary">
                {t("item.saveCaseText")}
              </Button>
            </div>
          </Form>
        </Card>
      ) : null}
    </section>
  );
}

function History({ data }: { data: Data }) {
  const { t } = useTranslation("examBank");
  const status = (s: string | null) => (s ? t(`statuses.${s as "draft"}`) : "");
  return (
    <section aria-labelledby="history-heading" className="mt-8">
      <h2 id="history-heading" className="text-xl font-semibold text-basalt-950">
        {t("item.historyHeading")}
      </h2>
      {data.history.length === 0 ? (
        <p className="mt-2 text-basalt-700">{t("item.historyEmpty")}</p>
      ) : (
        <ol className="mt-3 grid gap-2">
          {data.history.map((event) => (
            <li key={event.id} className="rounded-lg border border-basalt-200 bg-white px-4 py-3 text-sm">
              <span className="font-medium text-basalt-950">
                {event.on} —{" "}
                {t(`item.events.${event.action}`, {
                  from: status(event.from),
                  to: status(event.to),
                  language: event.language ? languageNameOf(event.language) : "",
                })}
              </span>{" "}
              <span className="text-basalt-700">({t("item.by", { name: event.by ?? t("item.someone") })})</span>
              {event.reason ? <span className="mt-1 block text-basalt-700">{event.reason}</span> : null}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
