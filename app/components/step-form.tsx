import { ArrowLeft, CircleAlert } from "lucide-react";
import type * as React from "react";
import { Button } from "~/components/ui/button";

// The multi-step forms (partner application, learning-needs survey) share their step heading, their
// problem box and their back/next row; each step is one POST, so they work without JavaScript.

/** The h2 of the current step with "Step n of m" above it; focused when the step changes. */
export function StepHeading({
  ref,
  label,
  title,
}: {
  ref: React.Ref<HTMLHeadingElement>;
  label: string;
  title: string;
}) {
  return (
    <h2 ref={ref} tabIndex={-1} className="mt-8 text-2xl font-bold text-basalt-950 focus:outline-none">
      <span className="block text-sm font-semibold tracking-wide text-mineral-800 uppercase">{label}</span>
      {title}
    </h2>
  );
}

/** What stops the step from going on; focused so screen readers hear it. */
export function StepAlert({ ref, message }: { ref: React.Ref<HTMLDivElement>; message: string }) {
  return (
    <div
      ref={ref}
      tabIndex={-1}
      role="alert"
      className="mt-6 flex gap-2 rounded-lg border border-magma-700 bg-magma-50 px-4 py-3 font-medium text-magma-800 focus:outline-2 focus:outline-offset-2 focus:outline-magma-600"
    >
      <CircleAlert aria-hidden className="mt-0.5 size-5 shrink-0" />
      <p>{message}</p>
    </div>
  );
}

/** Back (from the second step on) and the button that goes on (`intent` says where). */
export function StepButtons({
  back,
  intent,
  label,
  icon,
  submitting,
}: {
  back: string | null;
  intent: string;
  label: string;
  icon: React.ReactNode;
  submitting: boolean;
}) {
  return (
    <div className="flex flex-col-reverse gap-3 border-t border-basalt-200 pt-6 sm:flex-row sm:justify-between">
      {back ? (
        <Button type="submit" name="intent" value="back" variant="secondary" disabled={submitting}>
          <ArrowLeft aria-hidden />
          {back}
        </Button>
      ) : (
        <span />
      )}
      <Button type="submit" name="intent" value={intent} disabled={submitting}>
        {label}
        {icon}
      </Button>
    </div>
  );
}
