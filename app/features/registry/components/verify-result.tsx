import { Check, Copy, Printer } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "~/lib/i18n/react";
import { Link } from "react-router";
import { statusLook } from "~/features/registry/components/credential-status";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import type { VerificationResult } from "~/features/registry/verify.server";
import { useHydrated } from "~/lib/util/use-hydrated";
import { cn } from "~/lib/util/cn";

type Result = VerificationResult;

/** The answer of one lookup: the status, the holder and credential, and a link to share. */
export function ResultPanel({ result }: { result: Result }) {
  const { t } = useTranslation("verify");
  const { t: tCommon } = useTranslation();
  const look = statusLook[result.status];
  const Icon = look.icon;
  const credential = result.credential;
  return (
    <section aria-labelledby="result-heading" className="grid gap-6">
      <Card className="p-0">
        <div className={cn("flex items-start gap-4 rounded-t-[var(--radius-card)] border-l-8 p-6", look.panel)}>
          <Icon aria-hidden className="mt-1 size-9 shrink-0" />
          <div role="status">
            <h2 id="result-heading" className="text-sm font-semibold tracking-wide uppercase">
              {t("result.heading")}
            </h2>
            {/* The status itself, not a heading (a large <p> before a paragraph would read as one). */}
            <div className="text-3xl font-bold" data-testid="verification-status">
              {t(`statuses.${result.status}`)}
            </div>
            <p className="mt-1">{t(`statusText.${result.status}`)}</p>
          </div>
        </div>
        {credential ? (
          <dl className="grid gap-x-8 gap-y-5 p-6 sm:grid-cols-4">
            <div className="sm:col-span-2">
              <dt className="text-sm font-medium text-basalt-600">{t("result.holder")}</dt>
              <dd className="mt-1 text-lg font-semibold text-basalt-950">{credential.holderName}</dd>
            </div>
            <div className="sm:col-span-2">
              <dt className="text-sm font-medium text-basalt-600">{t("result.credentialId")}</dt>
              <dd className="mt-1 font-mono text-lg text-basalt-950">{credential.id}</dd>
            </div>
            <div className="sm:col-span-2">
              <dt className="text-sm font-medium text-basalt-600">{t("result.level")}</dt>
              <dd className="mt-1 text-basalt-950">
                <Link
                  to={`/certification-framework?level=${credential.levelKey}`}
                  className="font-semibold text-mineral-800 underline underline-offset-4 hover:text-mineral-700"
                >
                  {credential.level}
                </Link>
              </dd>
            </div>
            <div>
              <dt className="text-sm font-medium text-basalt-600">{t("result.issued")}</dt>
              <dd className="mt-1 text-basalt-950 tabular-nums">{credential.issuedOn}</dd>
            </div>
            <div>
              <dt className="text-sm font-medium text-basalt-600">
                {result.status === "expired" ? t("result.expired") : t("result.expires")}
              </dt>
              <dd className="mt-1 text-basalt-950 tabular-nums">{credential.expiresOn}</dd>
            </div>
            <div className="sm:col-span-4">
              <dt className="text-sm font-medium text-basalt-600">{t("result.domains")}</dt>
              <dd className="mt-2">
                <ul className="flex flex-wrap gap-2" aria-describedby="domains-hint">
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
                <p id="domains-hint" className="mt-2 text-sm text-basalt-600">
                  {t("result.domainsHint")}
                </p>
              </dd>
            </div>
          </dl>
        ) : null}
        <p className="border-t border-basalt-200 px-6 py-3 text-sm text-basalt-600">
          {t("result.checked", { date: result.checkedOn })}
        </p>
      </Card>
      {result.share ? <SharePanel share={result.share} /> : null}
    </section>
  );
}

function SharePanel({ share }: { share: NonNullable<Result["share"]> }) {
  const { t } = useTranslation("verify");
  const hydrated = useHydrated();
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(share.url);
      setCopied(true);
    } catch {
      setCopied(false);
    }
  };
  return (
    <Card className="grid gap-6 sm:grid-cols-[1fr_auto] sm:items-start">
      <div className="min-w-0">
        <h2 className="text-xl font-bold text-basalt-950">{t("share.heading")}</h2>
        <p className="mt-2 text-basalt-700">{t("share.text")}</p>
        <p className="mt-4 text-sm font-medium text-basalt-600">{t("share.link")}</p>
        <a
          href={share.url}
          data-testid="share-link"
          className="mt-1 block font-medium break-all text-mineral-800 underline underline-offset-4 hover:text-mineral-700"
        >
          {share.url}
        </a>
        {hydrated ? (
          <div className="mt-4 flex flex-wrap gap-2 print:hidden">
            <Button type="button" variant="secondary" size="sm" onClick={copy}>
              {copied ? <Check aria-hidden /> : <Copy aria-hidden />}
              {copied ? t("share.copied") : t("share.copy")}
            </Button>
            <Button type="button" variant="secondary" size="sm" onClick={() => window.print()}>
              <Printer aria-hidden />
              {t("share.print")}
            </Button>
          </div>
        ) : null}
        <p aria-live="polite" className="sr-only">
          {copied ? t("share.copied") : ""}
        </p>
      </div>
      <svg
        role="img"
        aria-label={t("share.qr")}
        data-testid="qr-code"
        viewBox={`-4 -4 ${share.qr.size + 8} ${share.qr.size + 8}`}
        width="176"
        height="176"
        shapeRendering="crispEdges"
        className="justify-self-center rounded-lg border border-basalt-200 bg-white"
      >
        <rect x="-4" y="-4" width={share.qr.size + 8} height={share.qr.size + 8} fill="#ffffff" />
        <path d={share.qr.path} fill="#10171d" />
      </svg>
    </Card>
  );
}
