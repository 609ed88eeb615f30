import type * as React from "react";
import { cn } from "~/lib/util/cn";

/**
 * A wide data table (the table style of ui/table.tsx) in a scroll region that keyboard users can
 * reach and scroll (focusable, named), and that never widens the page on small screens
 * (`contain: inline-size` keeps its minimum width out of the layout; `relative` keeps screen-reader-only
 * text of the cells inside the scroll box).
 */
export function ScrollTable({
  label,
  minWidth,
  className,
  children,
}: {
  label: string;
  minWidth: string;
  className?: string;
  children: React.ReactNode;
}) {
  return (
    <div
      role="region"
      aria-label={label}
      tabIndex={0}
      className="relative overflow-x-auto rounded-[var(--radius-card)] border border-basalt-200 bg-white [contain:inline-size] focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-magma-600"
    >
      <table style={{ minWidth }} className={cn("w-full text-left text-sm", className)}>
        {children}
      </table>
    </div>
  );
}
