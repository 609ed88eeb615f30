import { CircleAlert } from "lucide-react";
import type * as React from "react";
import { useId } from "react";
import { cn } from "~/lib/util/cn";

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

/** Ids for a control's hint and error, and the aria attributes that point at them. */
function useDescribedBy(id: string | undefined, hint?: string, error?: string | null) {
  const fallbackId = useId();
  const controlId = id ?? fallbackId;
  const hintId = hint ? `${controlId}-hint` : undefined;
  const errorId = error ? `${controlId}-error` : undefined;
  return {
    controlId,
    hintId,
    errorId,
    aria: {
      "aria-invalid": error ? (true as const) : undefined,
      "aria-describedby": [hintId, errorId].filter(Boolean).join(" ") || undefined,
    },
  };
}

function FieldShell(props: {
  label: string;
  controlId: string;
  hint?: string;
  hintId?: string;
  error?: string | null;
  errorId?: string;
  className?: string;
  children: React.ReactNode;
}) {
  return (
    <div className={cn("grid gap-1.5", props.className)}>
      <label htmlFor={props.controlId} className="text-sm font-medium text-basalt-900">
        {props.label}
      </label>
      {props.hint ? (
        <p id={props.hintId} className="text-sm text-basalt-600">
          {props.hint}
        </p>
      ) : null}
      {props.children}
      <FieldError id={props.errorId} message={props.error} />
    </div>
  );
}

export function TextareaField({
  label,
  hint,
  error,
  className,
  textareaProps,
}: {
  label: string;
  hint?: string;
  error?: string | null;
  className?: string;
  textareaProps: React.ComponentProps<"textarea">;
}) {
  const { controlId, hintId, errorId, aria } = useDescribedBy(textareaProps.id, hint, error);
  return (
    <FieldShell {...{ label, hint, hintId, error, errorId, className, controlId }}>
      <textarea
        rows={6}
        {...textareaProps}
        id={controlId}
        {...aria}
        className={cn(inputClass, "h-auto min-h-32 py-2", textareaProps.className)}
      />
    </FieldShell>
  );
}

export function SelectField({
  label,
  hint,
  error,
  className,
  options,
  placeholder,
  selectProps,
}: {
  label: string;
  hint?: string;
  error?: string | null;
  className?: string;
  options: ReadonlyArray<{ value: string; label: string }>;
  /** A first, empty choice ("Choose…"). */
  placeholder?: string;
  selectProps: React.ComponentProps<"select">;
}) {
  const { controlId, hintId, errorId, aria } = useDescribedBy(selectProps.id, hint, error);
  return (
    <FieldShell {...{ label, hint, hintId, error, errorId, className, controlId }}>
      <select {...selectProps} id={controlId} {...aria} className={cn(inputClass, "pr-8", selectProps.className)}>
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </FieldShell>
  );
}

/** A group of radio buttons or checkboxes with a legend, hint and error (fieldset). */
export function ChoiceGroup({
  legend,
  hint,
  error,
  name,
  type,
  options,
  defaultValue,
  required,
  className,
}: {
  legend: string;
  hint?: string;
  error?: string | null;
  name: string;
  type: "radio" | "checkbox";
  options: ReadonlyArray<{ value: string; label: string }>;
  defaultValue?: string | readonly string[];
  required?: boolean;
  className?: string;
}) {
  const { controlId, hintId, errorId, aria } = useDescribedBy(undefined, hint, error);
  const selected = new Set(typeof defaultValue === "string" ? [defaultValue] : (defaultValue ?? []));
  return (
    <fieldset className={cn("grid gap-2", className)} aria-describedby={aria["aria-describedby"]}>
      <legend className="mb-1 text-sm font-medium text-basalt-900">{legend}</legend>
      {hint ? (
        <p id={hintId} className="-mt-1 text-sm text-basalt-600">
          {hint}
        </p>
      ) : null}
      <div className="grid gap-2 sm:grid-cols-2">
        {options.map((option, index) => (
          <label
            key={option.value}
            htmlFor={`${controlId}-${index}`}
            className="flex cursor-pointer items-start gap-2.5 rounded-lg border border-basalt-200 bg-white px-3 py-2.5 text-basalt-900 has-[:checked]:border-mineral-700 has-[:checked]:bg-mineral-50"
          >
            <input
              id={`${controlId}-${index}`}
              type={type}
              name={name}
              value={option.value}
              defaultChecked={selected.has(option.value)}
              required={required && type === "radio"}
              aria-invalid={aria["aria-invalid"]}
              className="mt-1 size-4 accent-mineral-700"
            />
            <span>{option.label}</span>
          </label>
        ))}
      </div>
      <FieldError id={errorId} message={error} />
    </fieldset>
  );
}

/** A field people never see and bots fill in: a filled honeypot marks the submission as spam. */
export function Honeypot({ label }: { label: string }) {
  return (
    <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
      <label htmlFor="website-url">{label}</label>
      <input id="website-url" name="website" type="text" tabIndex={-1} autoComplete="off" />
    </div>
  );
}

/** One checkbox with its label beside it, an optional hint and an error. */
export function CheckboxField({
  label,
  hint,
  error,
  className,
  inputProps,
}: {
  label: string;
  hint?: string;
  error?: string | null;
  className?: string;
  inputProps: React.ComponentProps<"input">;
}) {
  const { controlId, hintId, errorId, aria } = useDescribedBy(inputProps.id, hint, error);
  return (
    <div className={cn("grid gap-1", className)}>
      <div className="flex items-start gap-2.5">
        <input
          {...inputProps}
          id={controlId}
          type="checkbox"
          {...aria}
          className="mt-1 size-4 shrink-0 accent-mineral-700"
        />
        <label htmlFor={controlId} className="text-sm font-medium text-basalt-900">
          {label}
        </label>
      </div>
      {hint ? (
        <p id={hintId} className="pl-6.5 text-sm text-basalt-600">
          {hint}
        </p>
      ) : null}
      <FieldError id={errorId} message={error} className="pl-6.5" />
    </div>
  );
}
