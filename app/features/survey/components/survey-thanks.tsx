import { CircleCheck } from "lucide-react";
import { useEffect, useRef } from "react";
import { useTranslation } from "~/lib/i18n/react";
import { Link } from "react-router";
import { buttonVariants } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { keySkills } from "~/content/home";
import { gapField } from "~/content/learning-needs";
import { languages } from "~/lib/i18n/languages";

/** The thank-you view after the last step: the answers as given. */
export function Thanks({ answers }: { answers: Record<string, unknown> }) {
  const { t } = useTranslation("learningNeeds");
  const { t: tc } = useTranslation();
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);
  const single = (name: string, optionsKey: string) => {
    const value = answers[name];
    return typeof value === "string" && value
      ? t(`options.${optionsKey}.${value}` as "options.roles.student", { defaultValue: value })
      : t("thanks.notGiven");
  };
  const list = (name: string, label: (value: string) => string) => {
    const value = answers[name];
    return Array.isArray(value) && value.length > 0 ? value.map((v) => label(String(v))).join(", ") : t("thanks.none");
  };
  const languageName = (code: string) => languages.find((language) => language.code === code)?.name ?? code;
  const text = (name: string) =>
    typeof answers[name] === "string" && answers[name] ? String(answers[name]) : t("thanks.notGiven");
  const rows: Array<[string, string]> = [
    [t("questions.role.label"), single("role", "roles")],
    [t("questions.experience.label"), single("experience", "experience")],
    [t("questions.region.label"), single("region", "regions")],
    [t("questions.country.label"), text("country")],
    [t("questions.currentLevel.label"), single("currentLevel", "currentLevels")],
    [t("questions.targetLevel.label"), single("targetLevel", "targetLevels")],
    [t("questions.formats.label"), list("formats", (v) => t(`options.formats.${v}` as "options.formats.selfPaced"))],
    [t("questions.barriers.label"), list("barriers", (v) => t(`options.barriers.${v}` as "options.barriers.cost"))],
    [t("questions.languages.label"), list("languages", languageName)],
    [t("questions.hours.label"), single("hours", "hours")],
    [
      t("questions.contact.label"),
      answers.contact === "yes" && answers.email
        ? t("thanks.contactAt", { email: String(answers.email) })
        : single("contact", "contact"),
    ],
    [t("questions.comments.label"), text("comments")],
  ];

  return (
    <Card className="p-5 sm:p-8">
      <CircleCheck aria-hidden className="size-10 text-mineral-700" />
      <h2 ref={headingRef} tabIndex={-1} className="mt-4 text-3xl font-bold text-basalt-950 focus:outline-none">
        {t("thanks.heading")}
      </h2>
      <p className="mt-3 text-lg text-basalt-700">{t("thanks.text")}</p>

      <h3 className="mt-10 text-xl font-bold text-basalt-950">{t("thanks.summary")}</h3>
      <dl id="survey-summary" className="mt-4 divide-y divide-basalt-200 border-y border-basalt-200">
        {rows.map(([question, answer]) => (
          <div key={question} className="grid gap-1 py-3 sm:grid-cols-2 sm:gap-4">
            <dt className="text-sm font-medium text-basalt-700">{question}</dt>
            <dd className="text-basalt-950 [overflow-wrap:anywhere]">{answer}</dd>
          </div>
        ))}
      </dl>

      <table className="mt-8 w-full text-left text-sm">
        <caption className="mb-2 text-left font-semibold text-basalt-900">{t("thanks.gapsCaption")}</caption>
        <thead>
          <tr className="border-b border-basalt-300">
            <th scope="col" className="py-2 pr-4 font-semibold">
              {t("thanks.domain")}
            </th>
            <th scope="col" className="py-2 font-semibold">
              {t("thanks.rating")}
            </th>
          </tr>
        </thead>
        <tbody>
          {keySkills.map((skill) => {
            const value = String(answers[gapField(skill)] ?? "");
            return (
              <tr key={skill} className="border-b border-basalt-200">
                <th scope="row" className="py-2 pr-4 font-normal">
                  {tc(`skills.${skill}`)}
                </th>
                <td className="py-2 tabular">
                  {value ? `${value} – ${t(`options.scale.${value}` as "options.scale.1")}` : t("thanks.notGiven")}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>

      <div className="mt-10 flex flex-wrap gap-3">
        <Link to="/resources" className={buttonVariants({ variant: "primary" })}>
          {t("thanks.resources")}
        </Link>
        <Link to="/certification-framework" className={buttonVariants({ variant: "secondary" })}>
          {t("thanks.framework")}
        </Link>
      </div>
    </Card>
  );
}
