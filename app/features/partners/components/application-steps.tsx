import { CircleCheck, Pencil } from "lucide-react";
import { useTranslation } from "~/lib/i18n/react";
import { Link } from "react-router";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { applicationSteps, type RawValues } from "~/features/partners/partner-application";
import { cn } from "~/lib/util/cn";

// The partnership application's progress row, its review step and its thank-you view.

export function Sent() {
  const { t } = useTranslation("partnerApply");
  return (
    <Card className="grid justify-items-start gap-4 p-6 sm:p-8">
      <CircleCheck aria-hidden className="size-10 text-mineral-700" />
      <h2 className="text-2xl font-bold text-basalt-950">{t("sent.heading")}</h2>
      <p role="status" className="text-basalt-700">
        {t("sent.text")}
      </p>
      <div className="flex flex-wrap gap-3">
        <Button asChild>
          <Link to="/partners">{t("sent.back")}</Link>
        </Button>
        <Button asChild variant="secondary">
          <Link to="/partners/apply">{t("sent.another")}</Link>
        </Button>
      </div>
    </Card>
  );
}

export function StepProgress({ step }: { step: number }) {
  const { t } = useTranslation("partnerApply");
  return (
    <nav aria-label={t("progress.steps")}>
      <ol className="grid grid-cols-4 gap-2">
        {applicationSteps.map((key, index) => (
          <li
            key={key}
            aria-current={index === step ? "step" : undefined}
            className={cn(
              "border-t-4 pt-2 text-sm",
              index === step
                ? "border-magma-700 font-semibold text-basalt-950"
                : index < step
                  ? "border-mineral-700 text-mineral-800"
                  : "border-basalt-200 text-basalt-600",
            )}
          >
            <span className="flex items-center gap-1">
              {index < step ? <CircleCheck aria-hidden className="size-4 shrink-0" /> : null}
              <span className="tabular-nums">{index + 1}.</span>
              <span className="hidden sm:inline">{t(`steps.${key}.title`)}</span>
            </span>
            {index < step ? <span className="sr-only">({t("progress.done")})</span> : null}
            <span className="sr-only sm:hidden">{t(`steps.${key}.title`)}</span>
          </li>
        ))}
      </ol>
    </nav>
  );
}

export function Review({ values, submitting }: { values: RawValues; submitting: boolean }) {
  const { t } = useTranslation("partnerApply");
  const say = t as unknown as (key: string) => string;
  const text = (name: string) =>
    typeof values[name] === "string" && values[name] ? (values[name] as string) : t("review.none");
  const sections = [
    {
      step: 0,
      key: "organisation" as const,
      rows: [
        [t("fields.organisation"), text("organisation")],
        [
          t("fields.organisationType"),
          values.organisationType ? say(`types.${String(values.organisationType)}`) : t("review.none"),
        ],
        [t("fields.tier"), values.tier ? say(`tiers.${String(values.tier)}`) : t("review.none")],
        [t("fields.country"), text("country")],
        [t("fields.website"), text("website")],
      ],
    },
    {
      step: 1,
      key: "contact" as const,
      rows: [
        [t("fields.contactName"), text("contactName")],
        [t("fields.contactRole"), text("contactRole")],
        [t("fields.email"), text("email")],
        [t("fields.phone"), text("phone")],
      ],
    },
    {
      step: 2,
      key: "contribution" as const,
      rows: [
        [t("fields.contribution"), text("contribution")],
        [
          t("fields.areas"),
          Array.isArray(values.areas) && values.areas.length
            ? values.areas.map((area) => say(`areas.${area}`)).join(", ")
            : t("review.none"),
        ],
      ],
    },
  ];
  return (
    <div className="grid gap-4">
      {sections.map((section) => (
        <section
          key={section.key}
          aria-labelledby={`review-${section.key}`}
          className="rounded-lg border border-basalt-200 p-4"
        >
          <div className="flex items-center justify-between gap-3">
            <h3 id={`review-${section.key}`} className="text-lg font-semibold text-basalt-950">
              {t(`steps.${section.key}.title`)}
            </h3>
            <Button
              type="submit"
              name="intent"
              value={`goto:${section.step}`}
              variant="ghost"
              size="sm"
              disabled={submitting}
              aria-label={t("buttons.editLabel", { section: t(`steps.${section.key}.title`) })}
            >
              <Pencil aria-hidden />
              {t("buttons.edit")}
            </Button>
          </div>
          <dl className="mt-3 grid gap-x-6 gap-y-2 sm:grid-cols-[12rem_1fr]">
            {section.rows.map(([label, value]) => (
              <div key={label} className="contents">
                <dt className="text-sm font-medium text-basalt-600">{label}</dt>
                <dd className="text-basalt-950 break-words whitespace-pre-line">{value}</dd>
              </div>
            ))}
          </dl>
        </section>
      ))}
    </div>
  );
}
