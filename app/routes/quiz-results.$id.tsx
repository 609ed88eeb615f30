import { Check, Copy, Printer, X } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "~/lib/i18n/react";
import { data, Link } from "react-router";
import type { Route } from "./+types/quiz-results.$id";
import { TitledSection } from "~/components/titled-section";
import { PageHeader } from "~/components/page-header";
import { PageMeta } from "~/components/page-meta";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import type { FrameworkLevel } from "~/content/framework";
import { getQuizAttempt, questionsOf } from "~/features/quiz/index.server";
import { getAppContext, getRequestLanguage } from "~/lib/server/app-context.server";
import { formatPercent } from "~/lib/format/format";
import { usePageMessages } from "~/lib/i18n/page-messages";
import { pageMessages } from "~/lib/i18n/page-messages.server";
import { useLanguage } from "~/lib/i18n/use-language";
import { levelTexts } from "~/lib/levels/level-texts.server";
import { localText } from "~/lib/format/localized";
import { experienceNeeded, scoreQuiz, STRONG_DOMAIN } from "~/features/quiz";
import { useHydrated } from "~/lib/util/use-hydrated";

export async function loader({ params, context }: Route.LoaderArgs) {
  const { db, config } = getAppContext(context);
  const language = getRequestLanguage(context);
  const attempt = await getQuizAttempt(db, params.id);
  if (!attempt?.completedAt) throw data(null, { status: 404, statusText: "Not Found" });
  const questions = questionsOf(attempt.questionIds);
  const years = Number((attempt.profile as { years?: number }).years ?? 0);
  const score = scoreQuiz(questions, attempt.answers, years);
  const text = (t: Parameters<typeof localText>[0]) => localText(t, language).text;
  return {
    messages: pageMessages(context, "quiz"),
    levels: levelTexts(context),
    shareUrl: `${config.siteUrl}/quiz-results/${attempt.id}`,
    years,
    score,
    // Questions not yet translated into the visitor's language are shown in English (and marked so).
    englishOnly: questions.some((q) => localText(q.prompt, language).lang === "en"),
    review: questions.map((q, index) => {
      const chosen = attempt.answers[q.id];
      return {
        english: localText(q.prompt, language).lang === "en",
        number: index + 1,
        id: q.id,
        domain: q.domain,
        prompt: text(q.prompt),
        chosen: chosen === undefined ? null : text(q.options[chosen]!),
        right: chosen === q.correct,
        correct: text(q.options[q.correct]),
        explanation: text(q.explanation),
      };
    }),
  };
}

export default function QuizResults({ loaderData }: Route.ComponentProps) {
  usePageMessages("quiz", loaderData.messages);
  const { t } = useTranslation("quiz");
  const { t: tCommon } = useTranslation();
  const language = useLanguage();
  const { score, levels, years } = loaderData;
  const levelName = (level: FrameworkLevel) => `${levels[level].level} — ${levels[level].certification}`;
  const percent = formatPercent(score.overall.percent, language);
  const reason =
    score.limitedBy === "experience"
      ? t("results.reasonExperience", {
          level: levels[score.recommended].level,
          knowledgeLevel: levels[score.knowledgeLevel].level,
          needed: experienceNeeded[score.knowledgeLevel],
          years,
        })
      : t(score.limitedBy === null ? "results.reasonTop" : "results.reasonKnowledge", {
          level: levels[score.recommended].level,
          percent,
          // The threshold in the same sentence goes through the same formatter ("40 %" beside "60 %" in French).
          strongAt: formatPercent(STRONG_DOMAIN, language),
          strong: score.strongDomains.length,
          years,
        });
  const domainList = (domains: readonly string[]) =>
    domains.length === 0
      ? t("results.none")
      : domains.map((d) => tCommon(`skills.${d as "reservoirEngineering"}`)).join(", ");

  return (
    <main id="main">
      <PageMeta title={t("meta.resultsTitle")} description={t("meta.resultsDescription")} />
      <PageHeader title={t("results.heading")} lead={reason} trail={[[t("title"), "/training-quiz"]]} />
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-10 sm:px-6 lg:grid-cols-12 lg:px-8 lg:py-14">
        <Card className="lg:col-span-5">
          <p className="text-sm font-semibold tracking-wider text-mineral-700 uppercase">{t("results.recommended")}</p>
          <p className="mt-2 text-2xl font-bold text-basalt-950" data-testid="recommended-level">
            {levelName(score.recommended)}
          </p>
          <dl className="mt-6 grid grid-cols-2 gap-4">
            <div>
              <dt className="text-sm text-basalt-600">{t("results.overall")}</dt>
              <dd className="text-3xl font-bold text-basalt-950 tabular">{percent}</dd>
            </div>
            <div>
              <dt className="text-sm text-basalt-600">{t("results.right")}</dt>
              <dd className="text-3xl font-bold text-basalt-950 tabular">
                {score.overall.right}/{score.overall.answered}
              </dd>
            </div>
          </dl>
          <dl className="mt-6 grid gap-3 text-basalt-800">
            <div>
              <dt className="font-semibold">{t("results.strengths")}</dt>
              <dd>{domainList(score.strongDomains)}</dd>
            </div>
            <div>
              <dt className="font-semibold">{t("results.gaps")}</dt>
              <dd>{domainList(score.gapDomains)}</dd>
            </div>
          </dl>
        </Card>

        <Card className="lg:col-span-7">
          <h2 className="text-xl font-semibold text-basalt-950">{t("results.domainsHeading")}</h2>
          <DomainChart domains={score.domains} label={t("results.chartLabel")} />
          <table className="mt-6 w-full text-left text-sm">
            <caption className="sr-only">{t("results.tableCaption")}</caption>
            <thead>
              <tr className="border-b border-basalt-200 text-basalt-700">
                <th scope="col" className="py-2 font-semibold">
                  {t("results.domain")}
                </th>
                <th scope="col" className="py-2 text-right font-semibold">
                  {t("results.score")}
                </th>
                <th scope="col" className="py-2 text-right font-semibold">
                  {t("results.right")}
                </th>
              </tr>
            </thead>
            <tbody>
              {score.domains.map((d) => (
                <tr key={d.domain} className="border-b border-basalt-100">
                  <th scope="row" className="py-2 font-medium text-basalt-900">
                    {tCommon(`skills.${d.domain}`)}
                  </th>
                  <td className="py-2 text-right tabular">{formatPercent(d.percent, language)}</td>
                  <td className="py-2 text-right tabular">
                    {d.right}/{d.answered}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </Card>

        <TitledSection id="next" title={t("results.nextHeading")} className="lg:col-span-12">
          <ul className="mt-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
            {(
              [
                ["/certifications", "nextCertifications"],
                ["/certification-framework", "nextFramework"],
                ["/resources", "nextResources"],
                ["/learning-needs", "nextSurvey"],
              ] as const
            ).map(([href, key]) => (
              <li key={href}>
                <Link
                  to={href}
                  className="block h-full rounded-[var(--radius-card)] border border-basalt-200 bg-white p-4 font-semibold text-mineral-800 hover:border-mineral-700"
                >
                  {t(`results.${key}`)}
                </Link>
              </li>
            ))}
          </ul>
        </TitledSection>

        <ShareBox url={loaderData.shareUrl} />

        <TitledSection id="answers" title={t("results.answersHeading")} className="lg:col-span-12">
          {loaderData.englishOnly ? <p className="mt-2 text-sm text-basalt-600">{t("results.englishOnly")}</p> : null}
          <ol className="mt-4 grid gap-4">
            {loaderData.review.map((item) => (
              <li
                key={item.id}
                className="rounded-[var(--radius-card)] border border-basalt-200 bg-white p-5 break-inside-avoid"
              >
                <div className="flex flex-wrap items-center gap-2">
                  <Badge tone={item.right ? "mineral" : "magma"}>
                    {item.right ? <Check aria-hidden /> : <X aria-hidden />}
                    {item.right ? t("results.correct") : t("results.wrong")}
                  </Badge>
                  <span className="text-sm text-basalt-600">{tCommon(`skills.${item.domain}`)}</span>
                </div>
                <p className="mt-2 font-semibold text-basalt-950" lang={item.english ? "en" : undefined}>
                  {item.number}. {item.prompt}
                </p>
                <dl className="mt-2 grid gap-1 text-sm text-basalt-800" lang={item.english ? "en" : undefined}>
                  <div>
                    <dt className="inline font-semibold">{t("results.yourAnswer")}: </dt>
                    <dd className="inline">{item.chosen ?? "—"}</dd>
                  </div>
                  <div>
                    <dt className="inline font-semibold">{t("results.correctAnswer")}: </dt>
                    <dd className="inline">{item.correct}</dd>
                  </div>
                  <div>
                    <dt className="inline font-semibold">{t("results.explanation")}: </dt>
                    <dd className="inline">{item.explanation}</dd>
                  </div>
                </dl>
              </li>
            ))}
          </ol>
          <Button asChild variant="secondary" className="mt-6 print:hidden">
            <Link to="/training-quiz">{t("results.takeAgain")}</Link>
          </Button>
        </TitledSection>
      </div>
    </main>
  );
}

/** One bar per domain (0-100 %); the table next to it carries the same numbers for screen readers. */
function DomainChart({ domains, label }: { domains: ReturnType<typeof scoreQuiz>["domains"]; label: string }) {
  const { t } = useTranslation();
  return (
    <svg role="img" aria-label={label} viewBox="0 0 400 250" width="400" height="250" className="mt-4 h-auto w-full">
      {domains.map((d, i) => {
        const y = 8 + i * 30;
        return (
          <g key={d.domain}>
            <text x="0" y={y + 15} fontSize="11" fill="#3a4a57">
              {t(`skills.${d.domain}`)}
            </text>
            <rect x="170" y={y + 4} width="200" height="14" rx="3" fill="#e7ebee" />
            <rect
              x="170"
              y={y + 4}
              width={(d.percent / 100) * 200}
              height="14"
              rx="3"
              fill={d.percent >= 60 ? "#0d6e66" : d.percent < 50 ? "#c2431f" : "#c99a1c"}
            />
            <text x="376" y={y + 15} fontSize="11" fill="#1a242d">
              {d.percent}
            </text>
          </g>
        );
      })}
    </svg>
  );
}

function ShareBox({ url }: { url: string }) {
  const { t } = useTranslation("quiz");
  const { t: tCommon } = useTranslation();
  const hydrated = useHydrated();
  const [copied, setCopied] = useState(false);
  return (
    <Card className="lg:col-span-12 print:hidden">
      <h2 className="text-lg font-semibold text-basalt-950">{t("results.share")}</h2>
      <p className="mt-1 text-sm text-basalt-600">{t("results.shareHint")}</p>
      <div className="mt-3 flex flex-col gap-3 sm:flex-row sm:items-center">
        <label htmlFor="share-url" className="sr-only">
          {t("results.share")}
        </label>
        <input
          id="share-url"
          readOnly
          value={url}
          className="h-11 flex-1 rounded-lg border border-basalt-400 bg-steam-50 px-3 text-sm text-basalt-900"
        />
        {hydrated ? (
          <>
            <Button
              type="button"
              variant="secondary"
              onClick={() => void navigator.clipboard?.writeText(url).then(() => setCopied(true))}
            >
              <Copy aria-hidden />
              {copied ? t("results.copied") : t("results.copy")}
            </Button>
            <Button type="button" variant="secondary" onClick={() => window.print()}>
              <Printer aria-hidden />
              {tCommon("page.print")}
            </Button>
          </>
        ) : null}
      </div>
      <p aria-live="polite" className="sr-only">
        {copied ? t("results.copied") : ""}
      </p>
    </Card>
  );
}
