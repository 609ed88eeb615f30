import { ArrowLeft } from "lucide-react";
import { useEffect, useRef } from "react";
import type * as React from "react";
import { FormAlert } from "~/components/forms/form-status";
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

/** What stops the step from going on (the one FormAlert), focusable so screen readers hear it. */
export function StepAlert({ ref, message }: { ref: React.Ref<HTMLDivElement>; message: string }) {
  return (
    <div
      ref={ref}
      tabIndex={-1}
      className="mt-6 rounded-lg focus:outline-2 focus:outline-offset-2 focus:outline-magma-600"
    >
      <FormAlert message={message} />
    </div>
  );
}

/**
 * Focus of a step wizard: moving to another step focuses its heading (screen readers hear where they
 * are); a refused post focuses the problem box. `problem` changes with each refusal.
 */
export function useStepFocus(step: number, problem: unknown) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  const alertRef = useRef<HTMLDivElement>(null);
  const shownStep = useRef(step);
  useEffect(() => {
    if (shownStep.current !== step) {
      shownStep.current = step;
      headingRef.current?.focus();
    }
  }, [step]);
  useEffect(() => {
    if (problem) alertRef.current?.focus();
  }, [problem]);
  return { headingRef, alertRef };
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
