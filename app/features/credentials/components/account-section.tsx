import { Award, BadgeCheck } from "lucide-react";
import { useTranslation } from "~/lib/i18n/react";
import { Link } from "react-router";
import { SectionCard } from "~/features/auth";
import { Button } from "~/components/ui/button";

/** /account's "My credentials" section: how many the member holds and may claim, and the way to them. */
export function AccountCredentialsSection({ held, claimable }: { held: number; claimable: number }) {
  const { t } = useTranslation("account");
  return (
    <SectionCard id="credentials" title={t("credentials.heading")} text={t("credentials.text")}>
      <div className="grid justify-items-start gap-3">
        <p className="flex items-center gap-2 text-basalt-900">
          <Award aria-hidden className="size-5 text-mineral-700" />
          {held > 0 ? t("credentials.held", { count: held }) : t("credentials.none")}
        </p>
        {claimable > 0 ? (
          <p className="flex items-center gap-2 rounded-lg bg-sulphur-100 px-3 py-2 font-medium text-basalt-900">
            <BadgeCheck aria-hidden className="size-5" />
            {t("credentials.claimable", { count: claimable })}
          </p>
        ) : null}
        <Button asChild variant={claimable > 0 ? "primary" : "secondary"} size="sm">
          <Link to="/account/credentials">{t("credentials.open")}</Link>
        </Button>
      </div>
    </SectionCard>
  );
}
