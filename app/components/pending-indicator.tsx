import { useNavigation } from "react-router";
import { useTranslation } from "~/lib/i18n/react";

/** A thin bar at the top of the window while a navigation is loading. */
export function PendingIndicator() {
  const navigation = useNavigation();
  const { t } = useTranslation();
  const pending = navigation.state === "loading";
  return (
    <div
      role="progressbar"
      aria-hidden={!pending}
      aria-label={t("nav.loadingPage")}
      className={`pointer-events-none fixed inset-x-0 top-0 z-[60] h-1 overflow-hidden transition-opacity duration-200 ${pending ? "opacity-100 delay-150" : "opacity-0"}`}
    >
      <div className="h-full w-2/5 animate-progress bg-magma-600" />
    </div>
  );
}
