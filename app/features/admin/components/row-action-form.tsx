import type * as React from "react";
import { Form } from "react-router";
import { Button } from "~/components/ui/button";

/**
 * One POST action on one table row (hide a post, run a source, unsubscribe…): hidden fields and a
 * small button whose accessible name says which row it acts on. Works without JavaScript.
 */
export function RowActionForm({
  fields,
  label,
  variant = "secondary",
  children,
}: {
  /** The row's hidden fields; `intent` names the form (docs/guides/forms.md). */
  fields: { intent: string } & Record<string, string>;
  label?: string;
  variant?: "secondary" | "danger" | "ghost";
  children: React.ReactNode;
}) {
  return (
    <Form method="post" preventScrollReset>
      {Object.entries(fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <Button type="submit" variant={variant} size="sm" aria-label={label}>
        {children}
      </Button>
    </Form>
  );
}
