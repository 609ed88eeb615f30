import type * as React from "react";
import { cn } from "~/lib/util/cn";

/** The one data table: scrolls sideways on small screens, hairline rows, headers with scope. */
export function Table({
  className,
  minWidth = "36rem",
  ...props
}: React.ComponentProps<"table"> & { minWidth?: string }) {
  return (
    <div className="overflow-x-auto rounded-[var(--radius-card)] border border-basalt-200 bg-white">
      <table style={{ minWidth }} className={cn("relative w-full text-left text-sm", className)} {...props} />
    </div>
  );
}

export function TableHead(props: React.ComponentProps<"thead">) {
  return <thead className="border-b border-basalt-200 bg-steam-100 text-basalt-700" {...props} />;
}

export function TableBody(props: React.ComponentProps<"tbody">) {
  return <tbody className="divide-y divide-basalt-100" {...props} />;
}

export function Th({ className, ...props }: React.ComponentProps<"th">) {
  return <th scope="col" className={cn("px-4 py-2.5 font-semibold", className)} {...props} />;
}

export function Td({ className, ...props }: React.ComponentProps<"td">) {
  return <td className={cn("px-4 py-3 align-top text-basalt-900", className)} {...props} />;
}

/** A header cell with no visible words (an actions column), named for screen readers only. */
export function HiddenTh({ label, className }: { label: string; className?: string }) {
  return (
    <Th className={className}>
      <span className="sr-only">{label}</span>
    </Th>
  );
}
