import type * as React from "react";
import { Check, Copy } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "~/lib/i18n/react";
import { Button } from "~/components/ui/button";
import { Field } from "~/components/ui/field";
import { useHydrated } from "~/lib/util/use-hydrated";

/**
 * The page's address to share: selectable text in a read-only field (works without JavaScript),
 * and a "Copy link" button once scripts run.
 */
export function ShareLink({ url }: { url: string }) {
  const { t } = useTranslation("credentials");
  const hydrated = useHydrated();
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      setCopied(true);
    } catch {
      setCopied(false);
    }
  };
  return (
    <div className="grid gap-3">
      <Field
        label={t("page.shareLabel")}
        inputProps={
          {
            id: "share-url",
            readOnly: true,
            value: url,
            onFocus: (event) => event.currentTarget.select(),
            className: "font-mono text-sm",
            "data-testid": "share-url",
          } as React.ComponentProps<"input">
        }
      />
      {hydrated ? (
        <div className="flex flex-wrap items-center gap-3 print:hidden">
          <Button type="button" variant="secondary" size="sm" onClick={copy}>
            {copied ? <Check aria-hidden /> : <Copy aria-hidden />}
            {copied ? t("page.copied") : t("page.copy")}
          </Button>
        </div>
      ) : null}
      <p aria-live="polite" className="sr-only">
        {copied ? t("page.copied") : ""}
      </p>
    </div>
  );
}
