import { useTranslation } from "~/lib/i18n/react";
import { Section } from "~/components/section";
import type { HomeContent } from "~/content/home.server";

const avatarTones = [
  "bg-magma-100 text-magma-800",
  "bg-mineral-100 text-mineral-800",
  "bg-sulphur-100 text-basalt-900",
  "bg-basalt-100 text-basalt-900",
];

export function AdvisoryBoard({ advisoryBoard }: Pick<HomeContent, "advisoryBoard">) {
  const { t } = useTranslation("home");
  return (
    <Section id="advisory-board" heading={t("board.heading")} lead={t("board.lead")}>
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {advisoryBoard.map((member, index) => (
          <li
            key={member.name}
            className="flex gap-4 rounded-[var(--radius-card)] border border-basalt-200 bg-white p-6 shadow-[var(--shadow-card)]"
          >
            <span
              aria-hidden="true"
              className={`flex size-14 shrink-0 items-center justify-center rounded-full text-lg font-bold ${avatarTones[index % avatarTones.length]}`}
            >
              {member.initials}
            </span>
            <div className="min-w-0">
              <h3 className="font-semibold text-basalt-950">{member.name}</h3>
              <p className="text-sm font-medium text-magma-700">{t(`board.roles.${member.role}`)}</p>
              <p className="mt-1 text-sm text-basalt-700">{member.affiliation}</p>
              <p className="mt-3 inline-block rounded-full bg-mineral-50 px-2.5 py-0.5 text-xs font-medium text-mineral-800">
                {t(`board.expertise.${member.expertise}`)}
              </p>
            </div>
          </li>
        ))}
      </ul>
      <p className="mt-6 text-sm text-basalt-600">{t("board.fictionalNote")}</p>
    </Section>
  );
}
