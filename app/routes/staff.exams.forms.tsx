import { Form, Link } from "react-router";
import type { Route } from "./+types/staff.exams.forms";
import { FormAlert, FormSuccess } from "~/components/forms/form-status";
import { PageMeta } from "~/components/page-meta";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { ChoiceGroup, Field } from "~/components/ui/field";
import { Table, TableBody, TableHead, Td, Th } from "~/components/ui/table";
import { frameworkLevels, type FrameworkDomain } from "~/content/framework";
import { AdminHeading } from "~/features/admin";
import { requireUser } from "~/features/auth/index.server";
import { levelNamesIn } from "~/features/applications/index.server";
import { freezeForms } from "~/features/exams";
import { bankUser, formsView, freezeAction } from "~/features/exams/index.server";
import { SubmissionField } from "~/lib/forms/idempotency";
import { newSubmissionToken } from "~/lib/forms/idempotency.server";
import { formReply } from "~/lib/forms/submission";
import { parseForm, refuse } from "~/lib/forms/submission.server";
import { privateFormHeaders } from "~/lib/http/route-headers";
import { languageNameOf, languages } from "~/lib/i18n/languages";
import { usePageMessages } from "~/lib/i18n/page-messages";
import { pageMessages } from "~/lib/i18n/page-messages.server";
import { useTranslation } from "~/lib/i18n/react";
import { useErrorText } from "~/lib/i18n/use-error-text";
import { getRequestLanguage } from "~/lib/server/app-context.server";

export const headers = privateFormHeaders;

/**
 * /staff/exams/forms: per level the blueprint against the live bank, a form to draw and freeze one (or the
 * shortfall per domain and for case studies), the frozen forms, and the languages the level is offered in.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const me = bankUser(await requireUser(request, context));
  return {
    messages: pageMessages(context, "examBank"),
    levelNames: levelNamesIn(getRequestLanguage(context)),
    // One token per level's form: a retried freeze is one form, and another level's form is another post.
    submissions: Object.fromEntries(frameworkLevels.map((level) => [level, newSubmissionToken()])),
    ...(await formsView(context, me)),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const me = bankUser(await requireUser(request, context));
  const form = await request.formData();
  const parsed = parseForm(form, freezeForms);
  if (!parsed.ok) return refuse(parsed.reply);
  return freezeAction(context, me, form, parsed.value);
}

type Shortfall = {
  level: string;
  domains: { domain: FrameworkDomain; need: number; available: number; missing: number }[];
  caseStudies: { reason: "notEnough" | "noFit"; needItems: number; availableItems: number } | null;
};

export default function ExamForms({ loaderData, actionData }: Route.ComponentProps) {
  usePageMessages("examBank", loaderData.messages);
  const { t } = useTranslation("examBank");
  const { t: tc } = useTranslation("common");
  const err = useErrorText("examBank");
  const reply = formReply(actionData, "freeze");
  const shortfall =
    actionData && typeof actionData === "object" && "shortfall" in actionData
      ? (actionData.shortfall as Shortfall)
      : null;
  return (
    <>
      <PageMeta title={t("meta.formsTitle")} />
      <p>
        <Link to="/staff/exams" className="text-sm font-medium text-mineral-700 underline underline-offset-4">
          {t("item.back")}
        </Link>
      </p>
      <div className="mt-3">
        <AdminHeading title={t("forms.heading")} text={t("forms.text")} />
      </div>
      <div className="mt-6 grid gap-8">
        {loaderData.levels.map((level) => {
          const mine = reply.values.level === level.level;
          const typedLanguages = mine ? (reply.values.languages ?? "").split(",").filter(Boolean) : ["en"];
          return (
            <section key={level.level} aria-labelledby={`level-${level.level}`}>
              <h2 id={`level-${level.level}`} className="text-xl font-semibold text-basalt-950">
                {loaderData.levelNames[level.level]}{" "}
                <span className="text-base font-normal text-basalt-700">
                  {t("forms.questions", { count: level.questions })}
                </span>
              </h2>
              <p className="mt-1 text-basalt-800">
                {level.offered.length
                  ? t("forms.offered", { languages: level.offered.map((code) => languageNameOf(code)).join(", ") })
                  : t("forms.notOffered")}
              </p>
              <FormSuccess form={`freeze:${level.level}`} className="mt-3" />
              <div className="mt-3 grid gap-4 xl:grid-cols-2">
                <div>
                  <Table minWidth="20rem">
                    <caption className="sr-only">{t("forms.blueprint")}</caption>
                    <TableHead>
                      <tr>
                        <Th>{t("bank.domain")}</Th>
                        <Th className="text-right">{t("forms.need")}</Th>
                        <Th className="text-right">{t("forms.live")}</Th>
                      </tr>
                    </TableHead>
                    <TableBody>
                      {level.domains.map((row) => (
                        <tr key={row.domain}>
                          <Td>{tc(`skills.${row.domain}`)}</Td>
                          <Td className="text-right tabular-nums">{row.need}</Td>
                          <Td
                            className={
                              row.live < row.need
                                ? "text-right font-semibold text-magma-700 tabular-nums"
                                : "text-right tabular-nums"
                            }
                          >
                            {row.live}
                          </Td>
                        </tr>
                      ))}
                    </TableBody>
                  </Table>
                  <p className="mt-2 text-sm text-basalt-700">
                    {level.caseStudies
                      ? t("forms.cases", {
                          items: level.caseStudies.items,
                          min: level.caseStudies.itemsPerCase.min,
                          max: level.caseStudies.itemsPerCase.max,
                          live: level.liveCaseItems,
                        })
                      : t("forms.noCases")}
                  </p>
                </div>
                <Card>
                  <h3 className="font-semibold text-basalt-950">{t("forms.freezeHeading")}</h3>
                  <Form method="post" className="mt-3 grid gap-4">
                    <input type="hidden" name="intent" value="freeze" />
                    <input type="hidden" name="level" value={level.level} />
                    <SubmissionField token={loaderData.submissions[level.level]!} name={`freeze:${level.level}`} />
                    {mine ? <FormAlert message={err(reply.formError, reply.formErrorValues)} /> : null}
                    {mine && shortfall ? (
                      <div>
                        <h4 className="font-medium text-basalt-950">{t("forms.shortfallHeading")}</h4>
                        <ul className="mt-1 list-disc pl-5 text-sm text-basalt-900">
                          {shortfall.domains.map((d) => (
                            <li key={d.domain}>
                              {t("forms.domainShort", {
                                domain: tc(`skills.${d.domain}`),
                                need: d.need,
                                available: d.available,
                                missing: d.missing,
                              })}
                            </li>
                          ))}
                          {shortfall.caseStudies ? (
                            <li>
                              {t(`forms.caseShort.${shortfall.caseStudies.reason}`, {
                                needItems: shortfall.caseStudies.needItems,
                                availableItems: shortfall.caseStudies.availableItems,
                              })}
                            </li>
                          ) : null}
                        </ul>
                      </div>
                    ) : null}
                    <ChoiceGroup
                      legend={t("forms.languages")}
                      hint={t("forms.languagesHint")}
                      name="languages"
                      type="checkbox"
                      error={mine ? err(reply.fieldErrors.languages) : null}
                      defaultValue={typedLanguages}
                      options={languages.map((l) => ({ value: l.code, label: l.name }))}
                    />
                    <Field
                      label={t("forms.seed")}
                      hint={t("forms.seedHint")}
                      error={mine ? err(reply.fieldErrors.seed) : null}
                      inputProps={{
                        id: `seed-${level.level}`,
                        name: "seed",
                        maxLength: 64,
                        defaultValue: mine ? (reply.values.seed ?? "") : "",
                        className: "font-mono",
                      }}
                    />
                    <div>
                      <Button type="submit">
                        {t("forms.freeze")}
                        <span className="sr-only">{`: ${loaderData.levelNames[level.level]}`}</span>
                      </Button>
                    </div>
                  </Form>
                </Card>
              </div>
              <h3 className="mt-4 font-semibold text-basalt-950">{t("forms.frozenHeading")}</h3>
              {level.forms.length === 0 ? (
                <p className="mt-1 text-basalt-700">{t("forms.none")}</p>
              ) : (
                <ul className="mt-2 grid gap-2">
                  {level.forms.map((form) => (
                    <li key={form.id} className="rounded-lg border border-basalt-200 bg-white px-4 py-3 text-sm">
                      <span className="text-basalt-950">
                        {t("forms.formLine", {
                          date: form.on,
                          items: form.items,
                          cases: form.cases,
                          seed: form.seed,
                        })}
                      </span>{" "}
                      {form.by ? <span className="text-basalt-700">{t("forms.formBy", { name: form.by })}</span> : null}
                      <span className="mt-1 block text-basalt-700">
                        {t("forms.formLanguages", {
                          languages: form.languages.map((code) => languageNameOf(code)).join(", "),
                        })}
                      </span>
                    </li>
                  ))}
                  {level.formCount > level.forms.length ? (
                    <li className="text-sm text-basalt-700">
                      {t("forms.more", { count: level.formCount - level.forms.length })}
                    </li>
                  ) : null}
                </ul>
              )}
            </section>
          );
        })}
      </div>
    </>
  );
}
