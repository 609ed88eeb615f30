import { useTranslation } from "~/lib/i18n/react";
import { applicationRule, certificationSteps } from "~/content/certifications";
import { cpdRuleTextValues } from "~/content/cpd-rule-texts";

/** The way to a certificate, as a numbered list. */
export function CertificationSteps() {
  const { t } = useTranslation("certifications");
  return (
    <ol className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
      {certificationSteps.map((step, index) => (
        <li
          key={step}
          className="flex gap-4 rounded-[var(--radius-card)] border border-basalt-200 bg-white p-6 shadow-[var(--shadow-card)]"
        >
          <span
            aria-hidden="true"
            className="flex size-10 shrink-0 items-center justify-center rounded-full bg-mineral-700 text-lg font-bold text-white tabular"
          >
            {index + 1}
          </span>
          <div>
            <h3 className="text-lg font-semibold text-basalt-950">{t(`steps.items.${step}.title`)}</h3>
            <p className="mt-2 text-basalt-700">
              {t(`steps.items.${step}.text`, {
                ...cpdRuleTextValues(),
                windowMonths: applicationRule.eligibilityWindowMonths,
                refereeDays: applicationRule.refereeLinkDays,
                auditDays: applicationRule.auditEvidenceDays,
                appealDays: applicationRule.appealWindowDays,
              })}
            </p>
          </div>
        </li>
      ))}
    </ol>
  );
}
