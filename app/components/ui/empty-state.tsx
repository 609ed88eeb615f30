import { SearchX } from "lucide-react";
import type * as React from "react";

/** The one empty state: an icon, a sentence, and optionally a way out. */
export function EmptyState({ message, action }: { message: string; action?: React.ReactNode }) {
  return (
    <div className="flex flex-col items-center gap-3 rounded-[var(--radius-card)] border border-dashed border-basalt-300 bg-white px-6 py-12 text-center">
      <SearchX aria-hidden className="size-8 text-basalt-400" />
      <p className="text-basalt-700">{message}</p>
      {action}
    </div>
  );
}

/** Where a list stands: the empty state when there is nothing to show, else the list (same wrapper either way). */
export function EmptyOr({
  empty,
  message,
  className,
  children,
}: {
  empty: boolean;
  message: string;
  className?: string;
  children: React.ReactNode;
}) {
  return <div className={className}>{empty ? <EmptyState message={message} /> : children}</div>;
}
