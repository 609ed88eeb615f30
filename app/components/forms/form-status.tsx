import { CheckCircle2 } from "lucide-react";
import type * as React from "react";
import { useEffect, useRef } from "react";
import { FieldError } from "~/components/ui/field";
import { toast as raiseToast } from "~/components/ui/use-toast";
import { useFlash } from "~/lib/forms/flash";
import { cn } from "~/lib/util/cn";
import { useHydrated } from "~/lib/util/use-hydrated";

// The one pair of boxes for a form's outcome (docs/guides/forms.md): an alert when it was refused,
// a polite status when it succeeded. Both are drawn by the server, so they work without JavaScript.

/**
 * For the few forms whose outcome the spec makes a toast (the newsletter): once scripts run, the
 * outcome is raised as a toast, once per `occasion` (a flash's id, a reply), instead of the box.
 */
function useToastOnce(occasion: unknown, message: string | null | undefined, variant: "success" | "error") {
  const shown = useRef<unknown>(null);
  useEffect(() => {
    if (!occasion || !message || shown.current === occasion) return;
    shown.current = occasion;
    raiseToast({ variant, title: message });
  }, [occasion, message, variant]);
}

/**
 * An alert after a post was refused (the reply's `formError`, translated). Nothing when null.
 * `toast`: the reply it belongs to, for a form whose outcome is a toast once scripts run.
 */
export function FormAlert({
  message,
  className,
  toast,
}: {
  message: string | null | undefined;
  className?: string;
  toast?: object | null;
}) {
  const hydrated = useHydrated();
  useToastOnce(toast !== undefined && hydrated ? toast : null, message, "error");
  if (!message || (toast !== undefined && hydrated)) return null;
  return (
    <div
      role="alert"
      className={cn("rounded-lg border border-magma-200 bg-magma-50 p-3 [overflow-wrap:anywhere]", className)}
    >
      <FieldError message={message} />
    </div>
  );
}

/** A polite status line. Pages use `<FormSuccess>`; this is its box, for outcomes that are page data. */
export function StatusNotice({ children, className }: { children: React.ReactNode; className?: string }) {
  return (
    <p
      role="status"
      // A long word (an address in the message) wraps instead of widening the page.
      className={cn(
        "flex items-center gap-2 rounded-lg bg-mineral-50 p-3 font-medium text-mineral-800 [overflow-wrap:anywhere]",
        className,
      )}
    >
      <CheckCircle2 aria-hidden className="size-4 shrink-0" />
      {children}
    </p>
  );
}

/**
 * The flash an action left for the form `form` on this page (`redirectWithFlash`), if any; with
 * `toast`, a toast once scripts run (the box before, and without JavaScript).
 */
export function FormSuccess({ form, className, toast = false }: { form: string; className?: string; toast?: boolean }) {
  const flash = useFlash(form);
  const hydrated = useHydrated();
  useToastOnce(toast && hydrated ? flash?.id : null, flash?.text, flash?.type ?? "success");
  if (!flash || (toast && hydrated)) return null;
  if (flash.type === "error") return <FormAlert message={flash.text} className={className} />;
  return <StatusNotice className={className}>{flash.text}</StatusNotice>;
}
