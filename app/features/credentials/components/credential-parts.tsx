import { Award } from "lucide-react";
import { useTranslation } from "~/lib/i18n/react";
import { Link } from "react-router";
import { levelAccent } from "~/lib/levels/level-accent";
import { statusLook } from "~/features/registry";
import type { ShownCredential } from "~/features/credentials/holders.server";
import { cn } from "~/lib/util/cn";

/** The level's colour as an SVG fill (the accents of app/lib/levels/level-accent.ts). */
const emblemFill = {
  associate: "fill-mineral-600",
  professional: "fill-mineral-800",
  senior: "fill-magma-600",
  expert: "fill-magma-800",
} as const;

type Level = keyof typeof levelAccent;

/**
 * The credential's badge: a hexagon in the level's colour (the career pathway's accents) with the
 * award mark and the level's number. Decorative next to the level's name unless `label` is given.
 */
export function LevelEmblem({
  levelKey,
  number,
  label,
  size = 112,
}: {
  levelKey: string;
  number: number;
  label?: string;
  size?: number;
}) {
  const fill = emblemFill[levelKey as Level] ?? emblemFill.associate;
  return (
    <div className="relative shrink-0" style={{ width: size, height: Math.round(size * 1.1) }}>
      <svg
        viewBox="0 0 100 110"
        width={size}
        height={Math.round(size * 1.1)}
        className="absolute inset-0"
        {...(label ? { role: "img", "aria-label": label } : { "aria-hidden": true })}
      >
        <polygon points="50,2 96,28 96,82 50,108 4,82 4,28" className={fill} />
        <polygon
          points="50,10 89,32 89,78 50,100 11,78 11,32"
          fill="none"
          stroke="#ffffff"
          strokeOpacity="0.55"
          strokeWidth="2"
        />
        <path d="M14 70 Q50 58 86 70" fill="none" stroke="#ffffff" strokeOpacity="0.25" strokeWidth="2" />
        <path d="M18 80 Q50 68 82 80" fill="none" stroke="#ffffff" strokeOpacity="0.2" strokeWidth="2" />
      </svg>
      <div aria-hidden="true" className="absolute inset-0 flex flex-col items-center justify-center text-white">
        <Award className="size-[38%]" strokeWidth={1.75} />
        <span className="text-sm leading-none font-bold tabular-nums">{number}</span>
      </div>
    </div>
  );
}

/** The live status as a panel: icon, word and what it means (never by colour alone). */
export function StatusPanel({ status, className }: { status: ShownCredential["status"]; className?: string }) {
  const { t } = useTranslation("credentials");
  const look = statusLook[status];
  const Icon = look.icon;
  return (
    <div className={cn("flex items-start gap-3 rounded-lg border-l-4 p-4", look.panel, className)}>
      <Icon aria-hidden className="mt-0.5 size-6 shrink-0" />
      <div>
        {/* The label and the status word, not headings (a large <p> before a paragraph would read as one). */}
        <div className="text-sm font-semibold">{t("card.status")}</div>
        <div className="text-xl font-bold" data-testid="credential-status" data-status={status}>
          {t(`statuses.${status}`)}
        </div>
        <p className="mt-1 text-sm">{t(`statusText.${status}`)}</p>
      </div>
    </div>
  );
}

/** The credential's facts: id, dates and competency domains. */
export function CredentialFacts({ credential, className }: { credential: ShownCredential; className?: string }) {
  const { t } = useTranslation("credentials");
  const { t: tCommon } = useTranslation();
  return (
    <dl className={cn("grid gap-x-6 gap-y-4 sm:grid-cols-3", className)}>
      <div>
        <dt className="text-sm font-medium text-basalt-600">{t("card.id")}</dt>
        <dd className="mt-1 font-mono text-basalt-950" data-testid="credential-id">
          {credential.id}
        </dd>
      </div>
      <div>
        <dt className="text-sm font-medium text-basalt-600">{t("card.issued")}</dt>
        <dd className="mt-1 text-basalt-950 tabular-nums">{credential.issuedOn}</dd>
      </div>
      <div>
        <dt className="text-sm font-medium text-basalt-600">
          {credential.status === "expired" ? t("card.expired") : t("card.expires")}
        </dt>
        <dd className="mt-1 text-basalt-950 tabular-nums">{credential.expiresOn}</dd>
      </div>
      <div className="sm:col-span-3">
        <dt className="text-sm font-medium text-basalt-600">{t("card.domains")}</dt>
        <dd className="mt-2">
          <ul className="flex flex-wrap gap-2">
            {credential.domains.map((domain) => (
              <li key={domain}>
                <Link
                  to={`/certification-framework?domain=${domain}`}
                  className="inline-flex rounded-full border border-mineral-700/40 bg-mineral-50 px-3 py-1 text-sm font-medium text-mineral-800 underline-offset-4 hover:underline"
                >
                  {tCommon(`skills.${domain as "riskAssessment"}`)}
                </Link>
              </li>
            ))}
          </ul>
        </dd>
      </div>
    </dl>
  );
}

/** A credential's card: the site's card (app/components/ui/card.tsx) without padding, for the accent bar on top. */
export const heldCardClass =
  "overflow-hidden rounded-[var(--radius-card)] border border-basalt-200 bg-white shadow-[var(--shadow-card)]";

/** The accent bar on top of a credential's card: the level's colour, as on the certification cards. */
export function LevelBar({ levelKey }: { levelKey: string }) {
  return <div aria-hidden="true" className={cn("h-1.5", levelAccent[levelKey as Level] ?? levelAccent.associate)} />;
}
