import { CircleCheck, CircleX, LoaderCircle } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Badge } from "~/components/ui/badge";
import { DoneNotice, ErrorNotice } from "~/components/ui/notice";
import type { RunNowResult } from "~/lib/jobs/admin.server";

export type RunStatus = "running" | "ok" | "failed";

/** A run's result as a badge: icon and word, never colour alone. */
export function RunStatusBadge({ status }: { status: RunStatus }) {
  const { t } = useTranslation("jobScraping");
  const Icon = status === "ok" ? CircleCheck : status === "failed" ? CircleX : LoaderCircle;
  return (
    <Badge tone={status === "ok" ? "mineral" : status === "failed" ? "magma" : "sulphur"}>
      <Icon aria-hidden />
      {t(`runs.statuses.${status}`)}
    </Badge>
  );
}

/** The schedule of a source in words. */
export function ScheduleText({
  schedule,
}: {
  schedule: {
    kind: "manual" | "interval" | "cron";
    cron: string;
    minutes: number;
    minutesText: string;
    next: string | null;
  };
}) {
  const { t } = useTranslation("jobScraping");
  return (
    <>
      <span className="block">
        {schedule.kind === "manual"
          ? t("list.manual")
          : schedule.kind === "interval"
            ? t("list.every", { count: schedule.minutes, formatted: schedule.minutesText })
            : t("list.cron", { expression: schedule.cron })}
      </span>
      {schedule.next ? <span className="block text-basalt-600">{t("list.next", { date: schedule.next })}</span> : null}
    </>
  );
}

/** What Run now (or another admin action) answered. */
export function ActionMessage({ result }: { result: (RunNowResult & { name?: string }) | undefined }) {
  const { t } = useTranslation("jobScraping");
  const say = t as unknown as (key: string, values?: Record<string, string>) => string;
  if (!result) return null;
  if (result.done) {
    return (
      <DoneNotice>
        {result.name ? <strong className="font-semibold">{result.name}: </strong> : null}
        {say(result.done, result.values)}
      </DoneNotice>
    );
  }
  if (result.error) {
    return <ErrorNotice message={`${result.name ? `${result.name}: ` : ""}${say(result.error)}`} />;
  }
  return null;
}
