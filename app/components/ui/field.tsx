import { CircleAlert } from "lucide-react";
import type * as React from "react";
import { useId } from "react";
import { cn } from "~/lib/utils";

export const inputClass =
  "block h-11 w-full rounded-lg border border-basalt-400 bg-white px-3 text-base text-basalt-900 placeholder:text-basalt-600 focus-visible:border-mineral-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-magma-600 aria-[invalid=true]:border-magma-700";

/**
 * The one form field pattern: label above, optional hint, error below with an icon,
 * wired with aria-invalid and aria-describedby.
 */
export function Field({
  label,
  hint,
  error,
  labelHidden = false,
  className,
  inputProps,
}: {
  label: string;
  hint?: string;
  error?: string | null;
  labelHidden?: boolean;
  className?: string;
  inputProps: React.ComponentProps<"input">;
}) {
  const fallbackId = useId();
  const id = inputProps.id ?? fallbackId;
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(" ") || undefined;
  return (
    <div className={cn("grid gap-1.5", className)}>
      <label htmlFor={id} className={cn("text-sm font-medium text-basalt-900", labelHidden && "sr-only")}>
        {label}
      </label>
      {hint ? (
        <p id={hintId} className="text-sm text-basalt-600">
          {hint}
        </p>
      ) : null}
      <input
        {...inputProps}
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        className={cn(inputClass, inputProps.className)}
      />
      <FieldError id={errorId} message={error} />
    </div>
  );
}

export function FieldError({ id, message, className }: { id?: string; message?: string | null; className?: string }) {
  if (!message) return null;
  return (
    <p id={id} className={cn("flex items-center gap-1.5 text-sm font-medium text-magma-700", className)}>
      <CircleAlert aria-hidden className="size-4 shrink-0" />
      {message}
    </p>
  );
}
