import { cva, type VariantProps } from "class-variance-authority";
import type * as React from "react";
import { cn } from "~/lib/util/cn";

/** The one badge: small, rounded, tinted; meaning never by colour alone (pair with a word or icon). */
export const badgeVariants = cva(
  "inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap [&_svg]:size-3.5",
  {
    variants: {
      tone: {
        neutral: "bg-basalt-100 text-basalt-800",
        mineral: "bg-mineral-50 text-mineral-800",
        magma: "bg-magma-50 text-magma-800",
        sulphur: "bg-sulphur-100 text-basalt-900",
      },
    },
    defaultVariants: { tone: "neutral" },
  },
);

export function Badge({
  className,
  tone,
  ...props
}: React.ComponentProps<"span"> & VariantProps<typeof badgeVariants>) {
  return <span className={cn(badgeVariants({ tone }), className)} {...props} />;
}
