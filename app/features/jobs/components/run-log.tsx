import { CircleCheck, CircleX, LoaderCircle } from "lucide-react";
import { useTranslation } from "~/lib/i18n/react";
import { Badge } from "~/components/ui/badge";
import { FormAlert, StatusNotice } from "~/components/forms/form-status";
import { useFlash } from "~/lib/forms/flash";
import type { FormReply } from "~/lib/forms/submission";
import { useErrorText } from "~/lib/i18n/use-error-text";
import { runForm } from "~/features/jobs/jobs";

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

/**
 * What Run now answered for one source, where its form is: the flash its run left (the counts, or
 * that it failed), and a refusal (too many runs, running already). With `name` (the list of
 * sources) it says which source.
 */
export function RunNotice({ sourceId, name, reply }: { sourceId: string; name?: string; reply: FormReply }) {
  const flash = useFlash(runForm(sourceId));
  const error = useErrorText("jobScraping");
  const prefix = name ? `${name}: ` : "";
  const refused = error(reply.formError, reply.formErrorValues);
  if (refused) return <FormAlert className="mt-4" message={`${prefix}${refused}`} />;
  if (!flash) return null;
  if (flash.type === "error") return <FormAlert className="mt-4" message={`${prefix}${flash.text}`} />;
  return (
    <StatusNotice className="mt-4">
      {name ? <strong className="font-semibold">{prefix}</strong> : null}
      {flash.text}
    </StatusNotice>
  );
}
