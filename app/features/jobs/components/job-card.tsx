import { Bookmark, BookmarkCheck, Briefcase, CalendarClock, MapPin, Wallet } from "lucide-react";
import { useTranslation } from "~/lib/i18n/react";
import { Form, Link } from "react-router";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import type { JobView } from "~/features/jobs/view.server";

/** Where the job is: "Reykjavík, Iceland", or the workplace word for remote jobs without a place. */
export function useJobLocation() {
  const { t } = useTranslation("jobs");
  return (job: Pick<JobView, "city" | "country" | "workplace">) =>
    [job.city, job.country].filter(Boolean).join(", ") || t("job.anywhere");
}

/** One job in a list: title (the link), employer, place, terms, and a save button for members. */
export function JobCard({ job, canSave }: { job: JobView; canSave: boolean }) {
  const { t } = useTranslation("jobs");
  const { t: tCommon } = useTranslation();
  const location = useJobLocation();
  return (
    <article className="relative rounded-[var(--radius-card)] border border-basalt-200 bg-white p-5 shadow-[var(--shadow-card)] focus-within:ring-2 focus-within:ring-magma-600 focus-within:ring-offset-2 sm:p-6">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h3 className="text-xl leading-snug font-semibold text-basalt-950">
            <Link
              to={`/community/jobs/${job.id}`}
              className="underline-offset-4 after:absolute after:inset-0 after:content-[''] hover:underline focus-visible:outline-none"
            >
              {job.title}
            </Link>
          </h3>
          <p className="mt-1 font-medium text-basalt-800">{job.organisation}</p>
        </div>
        {canSave ? (
          <Form method="post" preventScrollReset className="relative z-10">
            <input type="hidden" name="intent" value={job.saved ? "unsave" : "save"} />
            <input type="hidden" name="jobId" value={job.id} />
            <SaveJobButton saved={job.saved} title={job.title} variant={job.saved ? "secondary" : "ghost"} size="sm" />
          </Form>
        ) : null}
      </div>
      <ul className="mt-3 flex flex-wrap gap-x-5 gap-y-1.5 text-sm text-basalt-700">
        <li className="flex items-center gap-1.5">
          <MapPin aria-hidden className="size-4 text-mineral-700" />
          {location(job)}
        </li>
        <li className="flex items-center gap-1.5">
          <Briefcase aria-hidden className="size-4 text-mineral-700" />
          {t(`types.${job.type}`)} · {t(`workplaces.${job.workplace}`)}
        </li>
        {job.salary ? (
          <li className="flex items-center gap-1.5">
            <Wallet aria-hidden className="size-4 text-mineral-700" />
            <span className="tabular">{t("job.salaryYearly", { range: job.salary })}</span>
          </li>
        ) : null}
        <li className="flex items-center gap-1.5">
          <CalendarClock aria-hidden className="size-4 text-mineral-700" />
          {job.status === "open" ? t("job.posted", { date: job.posted }) : null}
          {job.status === "expired" ? t("job.expiredOn", { date: job.closes }) : null}
          {job.status === "closed" ? t("job.closedOn", { date: job.closedOn ?? "" }) : null}
        </li>
      </ul>
      <ul className="mt-3 flex flex-wrap gap-1.5">
        {job.status !== "open" ? (
          <li>
            <Badge tone="magma">{t(`job.status.${job.status}`)}</Badge>
          </li>
        ) : null}
        {job.level ? (
          <li>
            <Badge tone="sulphur">{job.level}</Badge>
          </li>
        ) : null}
        {job.domains.map((domain) => (
          <li key={domain}>
            <Badge tone="mineral">{tCommon(`skills.${domain}`)}</Badge>
          </li>
        ))}
      </ul>
    </article>
  );
}

/** The submit button of a save/unsave form (job card, job page): a toggle, named after the job. */
export function SaveJobButton({
  saved,
  title,
  variant,
  size,
  className,
}: {
  saved: boolean;
  title: string;
  variant: "secondary" | "ghost";
  size?: "sm";
  className?: string;
}) {
  const { t } = useTranslation("jobs");
  const label = saved ? t("job.unsave") : t("job.save");
  return (
    <Button
      type="submit"
      variant={variant}
      size={size}
      className={className}
      aria-pressed={saved}
      // Its name starts with the text shown (WCAG 2.5.3 Label in Name): "Save: Reservoir Engineer".
      aria-label={`${label}: ${title}`}
    >
      {saved ? <BookmarkCheck aria-hidden /> : <Bookmark aria-hidden />}
      {label}
    </Button>
  );
}
