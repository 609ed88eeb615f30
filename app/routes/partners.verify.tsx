import { Check, Copy, FileSpreadsheet, Printer, ShieldCheck } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { data, Form, Link, useNavigation } from "react-router";
import { z } from "zod";
import type { Route } from "./+types/partners.verify";
import { privateFormHeaders } from "~/lib/http/route-headers";
import { ErrorNotice } from "~/components/ui/notice";
import { ArrowLink } from "~/components/arrow-link";
import { PageHeader } from "~/components/page-header";
import { PageMeta } from "~/components/page-meta";
import { statusLook } from "~/components/registry/credential-status";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { Field } from "~/components/ui/field";
import { verifyCredentials } from "~/db/registry.server";
import { getAppContext } from "~/lib/server/app-context.server";
import { formatDateFor } from "~/lib/format/date-words.server";
import { fieldErrors } from "~/lib/forms/fields";
import { usePageMessages } from "~/lib/i18n/page-messages";
import { pageMessages } from "~/lib/i18n/page-messages.server";
import { useErrorText } from "~/lib/i18n/use-error-text";
import { levelTexts } from "~/lib/certification/level-texts.server";
import { qrCodePath } from "~/lib/registry/qr-code.server";
import { consume } from "~/lib/server/rate-limit.server";
import { lookupSchema, type VerificationStatus } from "~/lib/registry/registry";
import { useHydrated } from "~/lib/util/use-hydrated";
import { cn } from "~/lib/util/cn";

/** Answers depend on the visitor (rate limit) and the live registry: never cached. */
export const headers = privateFormHeaders;

const querySchema = z.object({
  id: z.string().max(200).optional().catch(undefined),
  name: z.string().max(200).optional().catch(undefined),
});

export async function loader({ request, context }: Route.LoaderArgs) {
  const { db, config, rateLimits, clientIp } = getAppContext(context);
  const messages = pageMessages(context, "verify");
  const params = new URL(request.url).searchParams;
  const query = querySchema.parse({ id: params.get("id") ?? undefined, name: params.get("name") ?? undefined });
  const values = { id: query.id ?? "", name: query.name ?? "" };
  const base = { messages, values, errors: {} as Record<string, string>, result: null, waitMinutes: 0 };
  if (query.id === undefined && query.name === undefined) return data(base);

  // The check character is verified first: a typo never costs a lookup.
  const parsed = lookupSchema.safeParse(values);
  if (!parsed.success) return data({ ...base, errors: fieldErrors(parsed.error) }, { status: 400 });

  const wait = await consume(rateLimits.verify, clientIp);
  if (wait > 0) {
    return data(
      { ...base, waitMinutes: Math.ceil(wait / 60) },
      { status: 429, headers: { "Retry-After": String(wait) } },
    );
  }

  const [found] = await verifyCredentials(db, [{ id: parsed.data.id, lastName: parsed.data.name }]);
  const formatDate = formatDateFor(context);
  const levels = levelTexts(context);
  const shareUrl = `${config.siteUrl}/partners/verify?${new URLSearchParams({ id: parsed.data.id, name: parsed.data.name })}`;
  const credential = found?.credential;
  return data({
    ...base,
    values: { id: parsed.data.id, name: parsed.data.name },
    result: {
      status: (found?.status ?? "notFound") as VerificationStatus,
      checkedOn: formatDate(new Date()),
      credential: credential
        ? {
            id: credential.id,
            holderName: credential.holderName,
            level: levels[credential.level].certification,
            levelKey: credential.level,
            issuedOn: formatDate(credential.issuedOn),
            expiresOn: formatDate(credential.expiresOn),
            domains: credential.domains,
          }
        : null,
      share: credential ? { url: shareUrl, qr: qrCodePath(shareUrl) } : null,
    },
  });
}

export default function VerifyPage({ loaderData }: Route.ComponentProps) {
  usePageMessages("verify", loaderData.messages);
  const { t } = useTranslation("verify");
  const err = useErrorText("verify");
  const navigation = useNavigation();
  const checking = navigation.state === "loading" && navigation.location?.pathname === "/partners/verify";
  const { values, errors, result, waitMinutes } = loaderData;

  return (
    <main id="main">
      <PageMeta title={t("meta.title")} description={t("meta.description")} />
      <PageHeader
        eyebrow={t("header.eyebrow")}
        title={t("header.title")}
        lead={t("header.lead")}
        trail={[[t("trail.partners"), "/partners"]]}
      />
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:px-6 lg:grid-cols-12 lg:px-8 lg:py-16">
        <div className="grid min-w-0 content-start gap-8 lg:col-span-8">
          <Card className="p-6 sm:p-8 print:hidden">
            <h2 className="text-2xl font-bold text-basalt-950">{t("form.heading")}</h2>
            <p className="mt-2 text-basalt-700">{t("form.privacy")}</p>
            {waitMinutes > 0 ? <ErrorNotice message={t("errors.rateLimited", { count: waitMinutes })} /> : null}
            <Form method="get" className="mt-6 grid gap-5" noValidate>
              <div className="grid gap-5 md:grid-cols-2">
                <Field
                  label={t("form.id")}
                  hint={t("form.idHint")}
                  error={err(errors.id)}
                  inputProps={{
                    id: "credential-id",
                    name: "id",
                    defaultValue: values.id,
                    autoComplete: "off",
                    autoCapitalize: "characters",
                    spellCheck: false,
                    maxLength: 40,
                    required: true,
                    className: "font-mono uppercase tracking-wide",
                  }}
                />
                <Field
                  label={t("form.name")}
                  hint={t("form.nameHint")}
                  error={err(errors.name)}
                  inputProps={{
                    id: "holder-name",
                    name: "name",
                    defaultValue: values.name,
                    autoComplete: "off",
                    maxLength: 120,
                    required: true,
                  }}
                />
              </div>
              <Button type="submit" className="justify-self-start" disabled={checking}>
                <ShieldCheck aria-hidden />
                {checking ? t("form.checking") : t("form.submit")}
              </Button>
            </Form>
          </Card>
          {result ? <ResultPanel result={result} /> : null}
        </div>
        <aside aria-labelledby="how-heading" className="grid content-start gap-6 lg:col-span-4 print:hidden">
          <div className="rounded-[var(--radius-card)] bg-steam-100 p-6">
            <h2 id="how-heading" className="text-xl font-bold text-basalt-950">
              {t("aside.heading")}
            </h2>
            <ul className="mt-4 grid gap-3">
              {(["live", "minimal", "limit"] as const).map((key) => (
                <li key={key} className="flex gap-2 text-basalt-800">
                  <Check aria-hidden className="mt-1 size-4 shrink-0 text-mineral-700" />
                  <span>{t(`aside.items.${key}`)}</span>
                </li>
              ))}
            </ul>
          </div>
          <div className="rounded-[var(--radius-card)] border border-basalt-200 bg-white p-6">
            <FileSpreadsheet aria-hidden className="size-7 text-mineral-700" />
            <h2 className="mt-3 text-lg font-bold text-basalt-950">{t("aside.bulkHeading")}</h2>
            <p className="mt-2 text-basalt-700">{t("aside.bulkText")}</p>
            <ArrowLink to="/partners/bulk-verify" className="mt-3">
              {t("aside.bulkLink")}
            </ArrowLink>
          </div>
        </aside>
      </div>
    </main>
  );
}

type Result = NonNullable<Route.ComponentProps["loaderData"]["result"]>;

function ResultPanel({ result }: { result: Result }) {
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
