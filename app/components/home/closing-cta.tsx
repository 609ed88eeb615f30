import { ArrowRight } from "lucide-react";
import { useTranslation } from "~/lib/i18n/react";
import { Link } from "react-router";
import { Button } from "~/components/ui/button";
import { routes } from "~/content/site";

export function ClosingCta() {
  const { t } = useTranslation("home");
  return (
    <section aria-labelledby="cta-heading" className="render-lazily py-16 sm:py-24">
      <div className="mx-auto max-w-4xl px-4 text-center sm:px-6 lg:px-8">
        <h2 id="cta-heading" className="text-3xl font-bold text-basalt-950 sm:text-4xl">
          {t("cta.heading")}
        </h2>
        <p className="mx-auto mt-4 max-w-2xl text-lg text-basalt-700">{t("cta.lead")}</p>
        <div className="mt-10 flex flex-col justify-center gap-3 sm:flex-row">
          <Button asChild size="lg">
            <Link to={routes.trainingQuiz}>
              {t("cta.startCertification")}
              <ArrowRight aria-hidden />
            </Link>
          </Button>
          <Button asChild size="lg" variant="secondary">
            <Link to={routes.learningNeeds}>{t("cta.participateSurvey")}</Link>
          </Button>
          <Button asChild size="lg" variant="secondary">
            <Link to={routes.contact}>{t("cta.contactUs")}</Link>
          </Button>
        </div>
      </div>
    </section>
  );
}
