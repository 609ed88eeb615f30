import type * as React from "react";
import { FieldError } from "~/components/ui/field";

// What a form action answered, in the same two boxes on the admin pages and the job board.

/** A polite status line after an action succeeded. */
export function DoneNotice({ children }: { children: React.ReactNode }) {
  return (
    <p role="status" className="mt-4 rounded-lg bg-mineral-50 p-3 text-mineral-800">
      {children}
    </p>
  );
}

/** An alert after an action was refused. */
export function ErrorNotice({ message }: { message: string | null }) {
  return (
    <div role="alert" className="mt-4 rounded-lg border border-magma-200 bg-magma-50 p-3">
      <FieldError message={message} />
    </div>
  );
}
