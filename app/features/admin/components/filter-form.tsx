import type * as React from "react";
import { Form } from "react-router";
import { Button } from "~/components/ui/button";
import { inputClass } from "~/components/ui/field";
import { cn } from "~/lib/util/cn";

// The admin lists (users, credentials, applications, moderation) filter the same way: a GET form
// of labelled controls side by side and one submit button, so it works without JavaScript.

/** The GET filter form of an admin list; `search` gives it the search landmark. */
export function FilterForm({
  submit,
  icon,
  search = false,
  className,
  children,
}: {
  submit: string;
  icon?: React.ReactNode;
  search?: boolean;
  className?: string;
  children: React.ReactNode;
}) {
  return (
    <Form method="get" role={search ? "search" : undefined} className={cn("flex flex-wrap items-end gap-2", className)}>
      {children}
      <Button type="submit" variant="secondary">
        {icon}
        {submit}
      </Button>
    </Form>
  );
}

/** A labelled search box (`q`) of a FilterForm. */
export function SearchFilter({
  id,
  label,
  defaultValue,
  maxLength,
  className,
}: {
  id: string;
  label: string;
  defaultValue: string;
  maxLength?: number;
  className?: string;
}) {
  return (
    <div className={cn("grid gap-1", className)}>
      <label htmlFor={id} className="text-sm font-medium text-basalt-900">
        {label}
      </label>
      <input
        id={id}
        name="q"
        type="search"
        maxLength={maxLength}
        defaultValue={defaultValue}
        className={cn(inputClass, "w-72 max-w-full")}
      />
    </div>
  );
}

/** A labelled select of a FilterForm whose first choice (empty value) means "any". */
export function SelectFilter({
  id,
  name,
  label,
  any,
  defaultValue,
  options,
}: {
  id: string;
  name: string;
  label: string;
  any: string;
  defaultValue: string;
  options: ReadonlyArray<{ value: string; label: string }>;
}) {
  return (
    <div className="grid gap-1">
      <label htmlFor={id} className="text-sm font-medium text-basalt-900">
        {label}
      </label>
      <select id={id} name={name} defaultValue={defaultValue} className={cn(inputClass, "w-48")}>
        <option value="">{any}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
