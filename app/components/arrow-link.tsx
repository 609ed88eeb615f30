import { ArrowRight } from "lucide-react";
import type * as React from "react";
import { Link } from "react-router";
import { cn } from "~/lib/util/cn";

/** A text link on to another page, with a trailing arrow (the closing link of an aside card). */
export function ArrowLink({ to, className, children }: { to: string; className?: string; children: React.ReactNode }) {
  return (
    <Link
      to={to}
      className={cn(
        "inline-flex items-center gap-1 font-semibold text-mineral-800 underline underline-offset-4 hover:text-mineral-700",
        className,
      )}
    >
      {children}
      <ArrowRight aria-hidden className="size-4" />
    </Link>
  );
}
