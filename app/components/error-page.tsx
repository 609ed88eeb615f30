import { Home, RefreshCw } from "lucide-react";
import { useTranslation } from "~/lib/i18n/react";
import { isRouteErrorResponse, Link } from "react-router";
import { Button } from "~/components/ui/button";

/** The spec's exact words (§8) for an unexpected error, shown also when no translation could load. */
const UNEXPECTED_HEADING = "Unexpected Application Error!";

/** Browsers word a failed dynamic import differently; any of these means a chunk did not load. */
export function isChunkLoadError(error: unknown): boolean {
  const message = error instanceof Error ? error.message : String(error ?? "");
  return /dynamically imported module|Importing a module script failed|Failed to fetch dynamically|error loading dynamically imported|ChunkLoadError/i.test(
    message,
  );
}

/**
 * The one error view, with a message per status: 404 (not found), 403, 429, other statuses,
 * a chunk that failed to load (offers a reload), and unexpected errors (spec §8). Stacks only in development.
 */
export function ErrorPage({ error }: { error: unknown }) {
  const { t, ready } = useTranslation();
  const translated = ready && t("errors.backHome") !== "errors.backHome";

  if (isRouteErrorResponse(error) && error.status === 404 && translated) {
    return (
      <ErrorLayout
        code="404"
        heading={t("errors.notFoundHeading")}
        text={t("errors.notFoundText")}
        title={t("meta.notFoundTitle")}
        action={
          <Button asChild>
            <Link to="/">
              <Home aria-hidden />
              {t("errors.backHome")}
            </Link>
          </Button>
        }
      />
    );
  }

  if (isChunkLoadError(error) && translated) {
    return (
      <ErrorLayout
        heading={t("errors.chunkHeading")}
        text={t("errors.chunkText")}
        title={t("meta.errorTitle")}
        action={
          <Button type="button" onClick={() => window.location.reload()}>
            <RefreshCw aria-hidden />
            {t("errors.reload")}
          </Button>
        }
      />
    );
  }

  if (isRouteErrorResponse(error) && translated) {
    const known: Record<number, [string, string]> = {
      403: [t("errors.forbiddenHeading"), t("errors.forbiddenText")],
      429: [t("errors.tooManyHeading"), t("errors.tooManyText")],
      503: [t("errors.unavailableHeading"), t("errors.unavailableText")],
      400: [
        t("errors.badRequestHeading"),
        (error.data as { reason?: unknown } | null)?.reason === "nul"
          ? t("errors.nulText")
          : typeof error.data === "string"
            ? error.data
            : "",
      ],
    };
    const [heading, text] = known[error.status] ?? [t("errors.unexpectedHeading"), t("errors.serverText")];
    return (
      <ErrorLayout
        code={String(error.status)}
        heading={heading}
        text={text}
        title={t("meta.errorTitle")}
        action={
          <Button asChild variant="secondary">
            <Link to="/">{t("errors.backHome")}</Link>
          </Button>
        }
      />
    );
  }

  // Spec §8: "Unexpected Application Error!" followed by the status or message.
  const detail = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : error instanceof Error
      ? error.message
      : String(error);
  const stack = import.meta.env.DEV && error instanceof Error ? error.stack : undefined;
  return (
    <ErrorLayout
      heading={UNEXPECTED_HEADING}
      text={detail}
      title={UNEXPECTED_HEADING}
      action={
        <a className="font-semibold text-mineral-700 underline" href="/">
          {translated ? t("errors.backHome") : "Home"}
        </a>
      }
      stack={stack}
    />
  );
}

function ErrorLayout({
  code,
  heading,
  text,
  title,
  action,
  stack,
}: {
  code?: string;
  heading: string;
  text: string;
  title: string;
  action: React.ReactNode;
  stack?: string;
}) {
  return (
    <main
      id="main"
      className="mx-auto flex min-h-[60vh] max-w-2xl flex-col items-start justify-center gap-5 px-6 py-20"
    >
      <title>{title}</title>
      {code ? <p className="text-sm font-semibold tracking-widest text-magma-700 uppercase tabular">{code}</p> : null}
      <h1 className="text-3xl font-bold text-basalt-950 sm:text-4xl">{heading}</h1>
      {text ? <p className="text-lg text-basalt-700">{text}</p> : null}
      <div>{action}</div>
      {stack ? (
        <pre className="w-full overflow-auto rounded-lg bg-basalt-950 p-4 text-xs text-steam-100">{stack}</pre>
      ) : null}
    </main>
  );
}
