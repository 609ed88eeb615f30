import { useTranslation } from "~/lib/i18n/react";
import { Link } from "react-router";
import { Button } from "~/components/ui/button";
import { SectionCard } from "./section-card";

export type QuizResultRow = { id: string; date: string; level: string; score: string };

/** The account's completed training-quiz attempts. */
export function ResultsSection({ results }: { results: QuizResultRow[] }) {
  const { t } = useTranslation("account");
  return (
    <SectionCard id="results" title={t("results.heading")} text={t("results.text")}>
      {results.length === 0 ? (
        <div className="grid justify-items-start gap-3 rounded-lg bg-steam-100 p-5">
          <p className="text-basalt-800">{t("results.empty")}</p>
          <Button asChild variant="secondary" size="sm">
            <Link to="/training-quiz">{t("results.takeQuiz")}</Link>
          </Button>
        </div>
      ) : (
        <div className="overflow-x-auto">
          <table className="w-full min-w-[28rem] text-left text-sm">
            <thead className="border-b border-basalt-200 text-basalt-700">
              <tr>
                <th scope="col" className="py-2 pr-4 font-semibold">
                  {t("results.date")}
                </th>
                <th scope="col" className="py-2 pr-4 font-semibold">
                  {t("results.level")}
                </th>
                <th scope="col" className="py-2 pr-4 font-semibold">
                  {t("results.score")}
                </th>
                <th scope="col" className="py-2 font-semibold">
                  <span className="sr-only">{t("results.view")}</span>
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-basalt-100">
              {results.map((result) => (
                <tr key={result.id}>
                  <td className="py-3 pr-4 text-basalt-900">{result.date}</td>
                  <td className="py-3 pr-4 font-medium text-basalt-950">{result.level}</td>
                  <td className="py-3 pr-4 text-basalt-900 tabular-nums">{result.score}</td>
                  <td className="py-3 text-right">
                    <Link
                      to={`/quiz-results/${result.id}`}
                      aria-label={t("results.viewLabel", { date: result.date })}
                      className="font-medium text-mineral-800 underline underline-offset-4"
                    >
                      {t("results.view")}
                    </Link>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </SectionCard>
  );
}
