import { ChevronRight } from "lucide-react";
import { useTranslation } from "~/lib/i18n/react";
import { Link } from "react-router";

/**
 * The top of every inner page: breadcrumb, h1 and a one-sentence lead (DESIGN.md), on the
 * basalt band with strata lines that the home hero also uses.
 */
export function PageHeader({
  title,
  lead,
  eyebrow,
  trail = [],
  children,
  print = "plain",
}: {
  title: string;
  lead?: string;
  eyebrow?: string;
  /** Pages between home and this one: [label, href]. */
  trail?: Array<[string, string]>;
  children?: React.ReactNode;
  /** In print: the title in plain black ("plain"), or nothing when the page prints its own ("hidden"). */
  print?: "plain" | "hidden";
}) {
  const { t } = useTranslation();
  return (
    <header
      className={`relative overflow-hidden bg-basalt-950 text-steam-100 print:bg-white print:text-black ${print === "hidden" ? "print:hidden" : ""}`}
    >
      <svg
        aria-hidden="true"
        data-print-hide
        focusable="false"
        className="absolute inset-0 h-full w-full opacity-[0.14]"
        preserveAspectRatio="none"
        viewBox="0 0 1200 300"
        width="1200"
        height="300"
      >
        {Array.from({ length: 6 }, (_, i) => (
          <path
            key={i}
            d={`M0 ${150 + i * 26} C 300 ${120 + i * 22}, 600 ${190 + i * 20}, 900 ${140 + i * 24} S 1100 ${130 + i * 26}, 1200 ${150 + i * 24}`}
            fill="none"
            stroke={i % 3 === 0 ? "#f08a5d" : "#7fd1c6"}
            strokeWidth="1.2"
          />
        ))}
      </svg>
      <div className="relative mx-auto max-w-7xl px-4 py-12 sm:px-6 sm:py-16 lg:px-8">
        <nav aria-label={t("page.breadcrumb")} data-print-hide>
          <ol className="flex flex-wrap items-center gap-1 text-sm text-steam-200">
            <li>
              <Link to="/" className="underline-offset-4 hover:text-white hover:underline">
                {t("page.home")}
              </Link>
            </li>
            {trail.map(([label, href]) => (
              <li key={href} className="flex items-center gap-1">
                <ChevronRight aria-hidden className="size-3.5" />
                <Link to={href} className="underline-offset-4 hover:text-white hover:underline">
                  {label}
                </Link>
              </li>
            ))}
            <li className="flex items-center gap-1" aria-current="page">
              <ChevronRight aria-hidden className="size-3.5" />
              <span className="text-white">{title}</span>
            </li>
          </ol>
        </nav>
        {eyebrow ? (
          <p className="mt-6 text-sm font-semibold tracking-wider text-mineral-300 uppercase">{eyebrow}</p>
        ) : null}
        <h1
          className={`${eyebrow ? "mt-2" : "mt-6"} max-w-4xl text-4xl font-bold text-white sm:text-5xl print:text-black`}
        >
          {title}
        </h1>
        {lead ? <p className="mt-4 max-w-3xl text-lg text-steam-200 sm:text-xl print:text-black">{lead}</p> : null}
        {children ? <div className="mt-8">{children}</div> : null}
      </div>
    </header>
  );
}
