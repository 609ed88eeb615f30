import { FileDown } from "lucide-react";
import { Link } from "react-router";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { useTranslation } from "~/lib/i18n/react";
import { cn } from "~/lib/util/cn";
import type { ReportView } from "../views";

/**
 * The candidate's score report: pass or fail, the scaled score against the pass mark, and per domain the share
 * answered right with a band in plain words. A withheld, voided or not yet ready result says only that.
 */
export function ScoreReport({
  report,
  endedOn,
}: {
  report: Omit<ReportView, "attempt"> & { attempt: { id: string; number: number } };
  endedOn: string;
}) {
  const { t } = useTranslation("examSitting");
  const { t: common } = useTranslation();
  const { result } = report;
  if (!result) {
    const text =
      report.status === "withheld"
        ? t("report.withheld")
        : report.status === "voided"
          ? t("report.voided")
          : report.status === "notEnded"
            ? t("report.notEnded")
            : t("report.pending");
    return (
      <Card className="grid max-w-2xl gap-4">
        <p className="text-basalt-900">{text}</p>
        <Link to="/account/certification" className="font-medium text-mineral-800 underline underline-offset-4">
          {t("report.back")}
        </Link>
      </Card>
    );
  }
  return (
    <div className="grid gap-6">
      <Card className="grid gap-3">
        {endedOn ? (
          <p className="text-basalt-700">{t("report.lead", { number: report.attempt.number, date: endedOn })}</p>
        ) : null}
        <h2
          className={cn("text-3xl font-bold", result.passed ? "text-mineral-800" : "text-magma-800")}
          data-testid="exam-verdict"
        >
          {result.passed ? t("report.passed") : t("report.failed")}
        </h2>
        {/* A div, not a p: a large line among paragraphs reads to axe as a heading that is not one. */}
        <div className="text-xl font-semibold text-basalt-950">{t("report.scaled", { score: result.scaled })}</div>
        <p className="text-basalt-800">
          {t("report.passMark", { pass: result.passMark, min: result.min, max: result.max })}
        </p>
        <div aria-hidden className="relative mt-2 h-3 rounded-full bg-steam-200">
          <div
            className={cn("absolute inset-y-0 left-0 rounded-full", result.passed ? "bg-mineral-700" : "bg-magma-600")}
            style={{ width: `${((result.scaled - result.min) / (result.max - result.min)) * 100}%` }}
          />
          <div
            className="absolute -inset-y-1 w-0.5 bg-basalt-950"
            style={{ left: `${((result.passMark - result.min) / (result.max - result.min)) * 100}%` }}
          />
        </div>
        <p className="text-sm text-basalt-700">{t("report.decisionNote")}</p>
      </Card>
      <Card className="grid gap-3">
        <h2 className="text-xl font-semibold text-basalt-950">{t("report.domainsHeading")}</h2>
        <p className="text-basalt-700">{t("report.domainsLead")}</p>
        <div className="overflow-x-auto">
          <table className="w-full min-w-[20rem] text-left">
            <thead>
              <tr className="border-b border-basalt-300 text-sm text-basalt-700">
                <th scope="col" className="py-2 pr-4 font-medium">
                  {t("report.domain")}
                </th>
                <th scope="col" className="py-2 pr-4 font-medium">
                  {t("report.percent")}
                </th>
                <th scope="col" className="py-2 font-medium">
                  {t("report.band")}
                </th>
              </tr>
            </thead>
            <tbody>
              {result.domains.map((domain) => (
                <tr key={domain.domain} className="border-b border-basalt-200">
                  <th scope="row" className="py-2 pr-4 font-medium text-basalt-950">
                    {common(`skills.${domain.domain}`)}
                  </th>
                  <td className="py-2 pr-4 tabular-nums text-basalt-900">{domain.rounded} %</td>
                  <td className="py-2 text-basalt-900">{t(`report.bands.${domain.band}`)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </Card>
      <div className="flex flex-wrap gap-3">
        <Button asChild>
          <a href={`/account/exams/${report.attempt.id}/report.pdf`} download>
            <FileDown aria-hidden />
            {t("report.pdf")}
          </a>
        </Button>
        <Button asChild variant="secondary">
          <Link to="/account/certification">{t("report.back")}</Link>
        </Button>
      </div>
    </div>
  );
}
