import { FileSpreadsheet } from "lucide-react";
import type * as React from "react";

/** The download link of a CSV template (credential import, bulk verification). */
export function CsvTemplateLink({ href, children }: { href: string; children: React.ReactNode }) {
  return (
    <a
      href={href}
      download
      className="mt-3 inline-flex items-center gap-1.5 font-semibold text-mineral-800 underline underline-offset-4 hover:text-mineral-700"
    >
      <FileSpreadsheet aria-hidden className="size-4" />
      {children}
    </a>
  );
}
