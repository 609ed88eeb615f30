import { ExternalLink, Mail, Pencil, RefreshCw, XCircle } from "lucide-react";
import { useTranslation } from "~/lib/i18n/react";
import { Form, Link } from "react-router";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import type { JobView } from "~/features/jobs/view.server";
import { SaveJobButton, useJobLocation } from "./job-card";

/** The job page's side column: the details, how to apply, the save toggle, and managing the posting. */
export function JobAside({
  job,
  sourceText,
  applyUrl,
  applyEmail,
  can,
  renewDays,
}: {
  job: JobView;
  sourceText: string;
  applyUrl: string | null;
  applyEmail: string | null;
  can: { save: boolean; manage: boolean };
  renewDays: number;
}) {
  const { t } = useTranslation("jobs");
  const { t: tCommon } = useTranslation();
  const location = useJobLocation();
  return (
    <aside className="grid content-start gap-6">
      <Card>
        <h2 className="text-lg font-semibold text-basalt-950">{t("job.details")}</h2>
        <dl className="mt-4 grid gap-3 text-sm">
          <Detail term={t("job.location")} value={location(job)} />
          <Detail term={t("job.workplace")} value={t(`workplaces.${job.workplace}`)} />
          <Detail term={t("job.type")} value={t(`types.${job.type}`)} />
          {job.level ? <Detail term={t("job.level")} value={job.level} /> : null}
          {job.salary ? <Detail term={t("job.salary")} value={t("job.salaryYearly", { range: job.salary })} /> : null}
          {job.domains.length > 0 ? (
            <Detail term={t("job.domains")} value={job.domains.map((d) => tCommon(`skills.${d}`)).join(", ")} />
          ) : null}
          <Detail term={t("job.source")} value={sourceText} />
        </dl>
        <p className="mt-4 text-sm text-basalt-700">{t("job.posted", { date: job.posted })}</p>
        <p className="text-sm text-basalt-700">
          {job.status === "open"
            ? t("job.closes", { date: job.closes })
            : job.status === "expired"
              ? t("job.expiredOn", { date: job.closes })
              : t("job.closedOn", { date: job.closedOn ?? "" })}
        </p>
        <div className="mt-5 grid gap-2">
          {applyUrl ? (
            <Button asChild>
              <a href={applyUrl} rel="noopener noreferrer nofollow" target="_blank">
                <ExternalLink aria-hidden />
                {t("job.apply")}
              </a>
            </Button>
          ) : null}
          {applyEmail ? (
            <Button asChild variant={applyUrl ? "secondary" : "primary"}>
              <a href={`mailto:${applyEmail}?subject=${encodeURIComponent(job.title)}`}>
                <Mail aria-hidden />
                {t("job.applyByEmail")}
              </a>
            </Button>
          ) : null}
          {applyUrl ? <p className="text-xs text-basalt-600">{t("job.applyExternal")}</p> : null}
          {can.save ? (
            <Form method="post" preventScrollReset>
              <input type="hidden" name="intent" value={job.saved ? "unsave" : "save"} />
              <SaveJobButton saved={job.saved} title={job.title} variant="secondary" className="w-full" />
            </Form>
          ) : null}
        </div>
      </Card>

      {can.manage ? (
        <Card>
          <h2 className="text-lg font-semibold text-basalt-950">{t("job.manage")}</h2>
          <div className="mt-4 grid gap-2">
            <Button asChild variant="secondary">
              <Link to={`/community/jobs/${job.id}/edit`}>
                <Pencil aria-hidden />
                {t("job.edit")}
              </Link>
            </Button>
            <Form method="post" preventScrollReset>
              <input type="hidden" name="intent" value="renew" />
              <Button type="submit" variant="secondary" className="w-full">
                <RefreshCw aria-hidden />
                {t("job.renew", { days: renewDays })}
              </Button>
            </Form>
            {job.status !== "closed" ? (
              <Form method="post" preventScrollReset>
                <input type="hidden" name="intent" value="close" />
                <Button type="submit" variant="danger" className="w-full">
                  <XCircle aria-hidden />
                  {t("job.close")}
                </Button>
              </Form>
            ) : null}
          </div>
        </Card>
      ) : null}
    </aside>
  );
}

function Detail({ term, value }: { term: string; value: string }) {
  return (
    <div>
      <dt className="font-medium text-basalt-600">{term}</dt>
      <dd className="text-basalt-900">{value}</dd>
    </div>
  );
}
