import { CheckCircle2 } from "lucide-react";
import type * as React from "react";
import { FieldError } from "~/components/ui/field";
import { useFlash } from "~/lib/forms/flash";
import { cn } from "~/lib/util/cn";

// The one pair of boxes for a form's outcome (docs/guides/forms.md): an alert when it was refused,
// a polite status when it succeeded. Both are drawn by the server, so they work without JavaScript.

/** An alert after a post was refused (the reply's `formError`, translated). Nothing when null. */
export function FormAlert({ message, className }: { message: string | null | undefined; className?: string }) {
  if (!message) return null;
  return (
    <div role="alert" className={cn("rounded-lg border border-magma-200 bg-magma-50 p-3", className)}>
      <FieldError message={message} />
    </div>
  );
}

/** A polite status line. Pages use `<FormSuccess>`; this is its box, for outcomes that are page data. */
export function StatusNotice({ children, className }: { children: React.ReactNode; className?: string }) {
  return (
    <p
      role="status"
      className={cn("flex items-center gap-2 rounded-lg bg-mineral-50 p-3 font-medium text-mineral-800", className)}
    >
      <CheckCircle2 aria-hidden className="size-4 shrink-0" />
      {children}
    </p>
  );
}

/** The flash an action left for the form `form` on this page (`redirectWithFlash`), if any. */
export function FormSuccess({ form, className }: { form: string; className?: string }) {
  const flash = useFlash(form);
  if (!flash) return null;
  if (flash.type === "error") return <FormAlert message={flash.text} className={className} />;
  return <StatusNotice className={className}>{flash.text}</StatusNotice>;
}
