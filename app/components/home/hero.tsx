import { ArrowRight } from "lucide-react";
import { useTranslation } from "~/lib/i18n/react";
import { Link } from "react-router";
import { Button } from "~/components/ui/button";
import { routes } from "~/content/site";
import { useLanguage } from "~/lib/i18n/use-language";

/** Languages written without spaces between words. */
const NO_SPACES = new Set(["ja", "zh"]);

export function Hero() {
  const { t } = useTranslation("home");
  const gap = NO_SPACES.has(useLanguage()) ? "" : " ";
  return (
    <section aria-labelledby="hero-heading" className="relative overflow-hidden bg-basalt-950 text-steam-100">
      <StrataBackdrop />
      <div className="relative mx-auto grid max-w-7xl items-center gap-12 px-4 py-20 sm:px-6 sm:py-28 lg:grid-cols-12 lg:px-8">
        <div className="lg:col-span-7">
          <p className="text-sm font-semibold tracking-wider text-mineral-300 uppercase">{t("hero.eyebrow")}</p>
          <h1 id="hero-heading" className="mt-4 text-4xl font-bold text-white sm:text-5xl lg:text-6xl">
            {t("hero.titleStart")}
            {gap}
            <span className="text-magma-400">{t("hero.titleHighlight")}</span>
            {t("hero.titleEnd") ? `${gap}${t("hero.titleEnd")}` : null}
          </h1>
          <p className="mt-6 max-w-2xl text-lg text-steam-200 sm:text-xl">{t("hero.description")}</p>
          <div className="mt-10 flex flex-col gap-3 sm:flex-row">
            <Button asChild size="lg">
              <Link to={routes.eligibility}>
                {t("hero.getCertified")}
                <ArrowRight aria-hidden />
              </Link>
            </Button>
            <Button asChild size="lg" variant="outline-inverse">
              <Link to={routes.about}>{t("hero.learnMore")}</Link>
            </Button>
          </div>
        </div>
        <div className="hidden lg:col-span-5 lg:block">
          <WellIllustration label={t("hero.illustrationLabel")} />
        </div>
      </div>
    </section>
  );
}

/** Contour lines, like a geological map. Decorative. */
function StrataBackdrop() {
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      className="absolute inset-0 h-full w-full opacity-[0.18]"
      preserveAspectRatio="none"
      viewBox="0 0 1200 600"
      width="1200"
      height="600"
    >
      {Array.from({ length: 9 }, (_, i) => (
        <path
          key={i}
          d={`M0 ${360 + i * 28} C 220 ${320 + i * 24}, 420 ${410 + i * 22}, 640 ${350 + i * 26} S 1000 ${300 + i * 30}, 1200 ${340 + i * 26}`}
          fill="none"
          stroke={i % 3 === 0 ? "#f08a5d" : "#7fd1c6"}
          strokeWidth="1.2"
        />
      ))}
    </svg>
  );
}

/** A cross-section: strata, a production well, the hot reservoir and a steam plume. */
function WellIllustration({ label }: { label: string }) {
  return (
    <svg role="img" aria-label={label} viewBox="0 0 480 420" width="480" height="420" className="h-auto w-full">
      <defs>
        <radialGradient id="reservoir" cx="50%" cy="50%" r="50%">
          <stop offset="0%" stopColor="#f08a5d" stopOpacity="0.95" />
          <stop offset="60%" stopColor="#c2431f" stopOpacity="0.6" />
          <stop offset="100%" stopColor="#c2431f" stopOpacity="0" />
        </radialGradient>
      </defs>
      <rect x="0" y="120" width="480" height="300" rx="20" fill="#1a242d" />
      <path d="M0 150 C120 135 220 165 480 140 V 200 C 300 220 160 190 0 210 Z" fill="#263440" />
      <path d="M0 210 C160 190 300 220 480 200 V 270 C 300 285 160 255 0 280 Z" fill="#3a4a57" />
      <path d="M0 280 C160 255 300 285 480 270 V 420 H 0 Z" fill="#263440" />
      <ellipse cx="250" cy="350" rx="170" ry="60" fill="url(#reservoir)" />
      <rect x="242" y="96" width="16" height="262" rx="4" fill="#d5dbe0" />
      <rect x="247" y="96" width="6" height="262" fill="#aab5be" />
      <path d="M200 96 h100 l-10 -20 h-80 Z" fill="#0f8278" />
      <rect x="226" y="40" width="48" height="36" rx="6" fill="#0d6e66" />
      <g fill="#f7f3ec" opacity="0.85">
        <circle cx="262" cy="28" r="12" />
        <circle cx="280" cy="18" r="10" />
        <circle cx="300" cy="22" r="13" />
        <circle cx="318" cy="12" r="9" />
      </g>
      <g stroke="#efd27e" strokeWidth="2" strokeLinecap="round" opacity="0.8">
        <path d="M150 330 q10 -14 0 -28" fill="none" />
        <path d="M350 330 q10 -14 0 -28" fill="none" />
        <path d="M400 350 q10 -14 0 -28" fill="none" />
      </g>
    </svg>
  );
}
