import type * as React from "react";
import { cn } from "~/lib/util/cn";

/** The one card: white, hairline border, soft shadow, one radius. */
export function Card({ className, ...props }: React.ComponentProps<"div">) {
  return (
    <div
      className={cn(
        "rounded-[var(--radius-card)] border border-basalt-200 bg-white p-6 shadow-[var(--shadow-card)]",
        className,
      )}
      {...props}
    />
  );
}
