import { Factory, Globe2, GraduationCap } from "lucide-react";
import { useTranslation } from "~/lib/i18n/react";
import { Section } from "~/components/section";

const cards = [
  { key: "globalStandards", Icon: Globe2 },
  { key: "workforceDevelopment", Icon: GraduationCap },
  { key: "industryLeadership", Icon: Factory },
] as const;

export function Mission() {
  const { t } = useTranslation("home");
  return (
    <Section id="mission" heading={t("mission.heading")} lead={t("mission.lead")}>
      <ul className="grid gap-6 md:grid-cols-3">
        {cards.map(({ key, Icon }) => (
          <li
            key={key}
            className="rounded-[var(--radius-card)] border border-basalt-200 bg-white p-7 shadow-[var(--shadow-card)]"
          >
            <div className="flex size-12 items-center justify-center rounded-lg bg-mineral-50">
              <Icon aria-hidden className="size-6 text-mineral-700" />
            </div>
            <h3 className="mt-5 text-xl font-semibold text-basalt-950">{t(`mission.${key}.title`)}</h3>
            <p className="mt-2 text-basalt-700">{t(`mission.${key}.text`)}</p>
          </li>
        ))}
      </ul>
    </Section>
  );
}
