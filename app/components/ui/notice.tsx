// TRANSITIONAL (issue 16): routes still importing these move to ~/components/forms/form-status.
import type * as React from "react";
import { FormAlert, StatusNotice } from "~/components/forms/form-status";

export function DoneNotice({ children }: { children: React.ReactNode }) {
  return <StatusNotice className="mt-4">{children}</StatusNotice>;
}
export function ErrorNotice({ message }: { message: string | null }) {
  return <FormAlert className="mt-4" message={message} />;
}
