import { Mail } from "lucide-react";
import { useEffect, useRef } from "react";
import { useTranslation } from "~/lib/i18n/react";
import { useActionData, useFetcher } from "react-router";
import { Field } from "~/components/ui/field";
import { Button } from "~/components/ui/button";
import type { HomeContent } from "~/content/home.server";
import { formatFigure } from "~/lib/format/format";
import { useLanguage } from "~/lib/i18n/use-language";
import { FormAlert, FormSuccess } from "~/components/forms/form-status";
import { useFlash } from "~/lib/forms/flash";
import { formReply } from "~/lib/forms/submission";
import { useErrorText } from "~/lib/i18n/use-error-text";

/**
 * Stay Connected (spec §1). Posts to the home page's action: through a fetcher with JavaScript (no
 * reload), as a plain form without it. A refusal comes back to the form; a sign-up redirects with a
 * flash drawn under the form (`FormSuccess`) — with JavaScript both answers are toasts, as before.
 */
export function Newsletter({ newsletterStats }: Pick<HomeContent, "newsletterStats">) {
  const { t } = useTranslation("home");
  const err = useErrorText("home");
  const language = useLanguage();
  const fetcher = useFetcher({ key: "newsletter" });
  const fromPlainPost = useActionData();
  const reply = formReply(fetcher.data ?? fromPlainPost, "newsletter");
  const flash = useFlash("newsletter");
  const inputRef = useRef<HTMLInputElement>(null);
  const submitting = fetcher.state !== "idle";

  const fieldError = err(reply.fieldErrors.email);
  const kept = reply.values.email;
  useEffect(() => {
    if (fieldError) inputRef.current?.focus();
  }, [fieldError, reply]);

  return (
    <section
      id="newsletter"
      aria-labelledby="newsletter-heading"
      className="render-lazily bg-mineral-800 py-16 text-white sm:py-20"
    >
      <div className="mx-auto grid max-w-7xl gap-12 px-4 sm:px-6 lg:grid-cols-12 lg:px-8">
        <div className="lg:col-span-6">
          <Mail aria-hidden className="size-8 text-mineral-300" />
          <h2 id="newsletter-heading" className="mt-4 text-3xl font-bold sm:text-4xl">
            {t("newsletter.heading")}
          </h2>
          <p className="mt-4 max-w-xl text-lg text-mineral-50">{t("newsletter.lead")}</p>
          <dl aria-label={t("newsletter.statsLabel")} className="mt-8 grid grid-cols-2 gap-4 sm:grid-cols-4">
            {newsletterStats.map((figure) => (
              <div key={figure.key} className="flex flex-col">
                <dt className="text-sm text-mineral-50">{t(`newsletter.stats.${figure.key}`)}</dt>
                <dd className="order-first text-2xl font-bold tabular">{formatFigure(figure, language)}</dd>
              </div>
            ))}
            <div className="flex flex-col">
              <dt className="text-sm text-mineral-50">{t("newsletter.stats.frequency")}</dt>
              <dd className="order-first text-2xl font-bold">{t("newsletter.stats.frequencyValue")}</dd>
            </div>
          </dl>
        </div>
        <div className="self-center rounded-[var(--radius-card)] bg-white p-6 text-basalt-900 shadow-xl sm:p-8 lg:col-span-6">
          <fetcher.Form method="post" action="/?index" preventScrollReset className="grid gap-4">
            <input type="hidden" name="intent" value="newsletter" />
            <div className="flex flex-col gap-3 sm:flex-row sm:items-start">
              <Field
                key={kept !== undefined ? `kept-${kept}` : `fresh-${flash?.id ?? ""}`}
                className="flex-1"
                label={t("newsletter.emailLabel")}
                error={fieldError}
                inputProps={{
                  ref: inputRef,
                  id: "newsletter-email",
                  name: "email",
                  type: "email",
                  required: true,
                  autoComplete: "email",
                  placeholder: t("newsletter.placeholder"),
                  defaultValue: kept,
                }}
              />
              <Button type="submit" size="md" disabled={submitting} className="sm:mt-7">
                {submitting ? t("newsletter.subscribing") : t("newsletter.subscribe")}
              </Button>
            </div>
            {/* With JavaScript the answer (also a wrong address) is a toast, as the spec has it; without,
                the field shows its own error and this box only an error of the whole form. */}
            <FormAlert
              message={err(fetcher.data ? (reply.formError ?? reply.fieldErrors.email) : reply.formError)}
              toast={fetcher.data ? reply : undefined}
            />
            <FormSuccess form="newsletter" toast />
            <p className="text-sm text-basalt-600">{t("newsletter.notes")}</p>
          </fetcher.Form>
        </div>
      </div>
    </section>
  );
}
