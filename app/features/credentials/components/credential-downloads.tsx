import { Download, ExternalLink, FileBadge, FileJson, FileText } from "lucide-react";
import type * as React from "react";
import { useTranslation } from "~/lib/i18n/react";
import { buttonVariants } from "~/components/ui/button";
import { credentialFileHref, type CertificatePaper } from "~/features/credentials/downloads";
import { linkedInAddUrl, type LinkedInCertification } from "~/features/credentials/linkedin";
import { usePageMessages } from "~/lib/i18n/page-messages";
import { cn } from "~/lib/util/cn";
import type { Namespaces } from "~/locales/types";

export type CredentialDownloadsProps = {
  /** The credential id (e.g. GCF-2026-7KQ4-XM). */
  id: string;
  /** What LinkedIn's "add a certification" form is filled with; null leaves the LinkedIn link out. */
  linkedIn: LinkedInCertification | null;
  /** The `certificate` namespace, from the loader: `pageMessages(context, "certificate")`. */
  messages: Namespaces["certificate"];
  /** A heading above the links ("Downloads") at this level; none by default. */
  headingLevel?: 2 | 3 | 4;
  className?: string;
};

/**
 * A credential's downloads: the signed credential as JSON, the baked badge (SVG), the PDF
 * certificate on A4 and on US Letter, and "Add to LinkedIn profile". Plain links to the resource
 * routes (/credentials/:id/…), so they work without JavaScript; the server decides who may download
 * (app/features/credentials/policy.ts canSeeCredential). Each link's accessible name (aria-label) is its
 * visible text followed by the credential id, so several credentials on one page stay told apart.
 */
export function CredentialDownloads({ id, linkedIn, messages, headingLevel, className }: CredentialDownloadsProps) {
  usePageMessages("certificate", messages);
  const { t } = useTranslation("certificate");
  const files: ReadonlyArray<{ key: string; href: string; label: string; icon: React.ReactNode }> = [
    { key: "json", href: credentialFileHref(id, "json"), label: t("downloads.json"), icon: <FileJson aria-hidden /> },
    {
      key: "badge",
      href: credentialFileHref(id, "badge"),
      label: t("downloads.badge"),
      icon: <FileBadge aria-hidden />,
    },
    ...(["a4", "letter"] as const satisfies readonly CertificatePaper[]).map((paper) => ({
      key: `pdf-${paper}`,
      href: credentialFileHref(id, "pdf", paper),
      label: t(paper === "a4" ? "downloads.pdfA4" : "downloads.pdfLetter"),
      icon: <FileText aria-hidden />,
    })),
  ];
  const Heading = headingLevel ? (`h${headingLevel}` as const) : null;
  return (
    <div className={cn("grid gap-3", className)}>
      {Heading ? (
        <Heading
          className={cn(
            "flex items-center gap-2 font-semibold text-basalt-950",
            headingLevel === 2 ? "text-xl" : headingLevel === 3 ? "text-lg" : "text-base",
          )}
        >
          <Download aria-hidden className={cn("text-mineral-700", headingLevel === 2 ? "size-5" : "size-4")} />
          {t("downloads.heading")}
        </Heading>
      ) : null}
      <ul aria-label={t("downloads.label", { id })} className="flex flex-wrap gap-2">
        {files.map((file) => (
          <li key={file.key}>
            <a
              href={file.href}
              download
              data-download={file.key}
              aria-label={`${file.label} ${id}`}
              className={buttonVariants({ variant: "secondary", size: "sm" })}
            >
              {file.icon}
              {file.label}
            </a>
          </li>
        ))}
        {linkedIn ? (
          <li>
            <a
              href={linkedInAddUrl(linkedIn)}
              target="_blank"
              rel="noopener noreferrer"
              data-download="linkedin"
              aria-label={`${t("downloads.linkedIn")} ${id} (${t("downloads.newTab")})`}
              className={buttonVariants({ variant: "secondary", size: "sm" })}
            >
              <ExternalLink aria-hidden />
              {t("downloads.linkedIn")}
            </a>
          </li>
        ) : null}
      </ul>
      <p className="text-sm text-basalt-700">{t("downloads.hint")}</p>
    </div>
  );
}
