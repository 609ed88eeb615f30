import { Slot } from "~/components/ui/slot";
import { cva, type VariantProps } from "class-variance-authority";
import type * as React from "react";
import { cn } from "~/lib/util/cn";

/** The one button family: primary (magma), secondary (outline), ghost; also used on links via asChild. */
export const buttonVariants = cva(
  // `btn` is the family's common look, one class of the stylesheet (app.css) rather than twelve
  // utilities written out on every button of every page (decision 057).
  "btn [&_svg]:size-4 [&_svg]:shrink-0",
  {
    variants: {
      variant: {
        primary: "bg-magma-700 text-white shadow-sm hover:bg-magma-800",
        secondary: "border border-basalt-400 bg-white text-basalt-900 hover:border-basalt-600 hover:bg-steam-100",
        ghost: "text-basalt-800 hover:bg-steam-200",
        "ghost-inverse": "text-steam-100 hover:bg-white/10 hover:text-white",
        inverse: "bg-white text-basalt-900 hover:bg-steam-100",
        "outline-inverse": "border border-white/60 text-white hover:bg-white/10",
        /** Irreversible actions (delete): outlined in magma, never the filled primary look. */
        danger: "border border-magma-700 bg-white text-magma-800 hover:bg-magma-50",
      },
      size: {
        // Minimum heights, not fixed ones: a long label in another language wraps instead of overflowing.
        sm: "min-h-9 px-3 py-1 text-sm",
        md: "min-h-11 px-5 py-2 text-base",
        lg: "min-h-12 px-6 py-2.5 text-base",
        icon: "size-11",
      },
    },
    defaultVariants: { variant: "primary", size: "md" },
  },
);

export type ButtonProps = React.ComponentProps<"button"> & VariantProps<typeof buttonVariants> & { asChild?: boolean };

export function Button({ className, variant, size, asChild = false, ...props }: ButtonProps) {
  const Component = asChild ? Slot : "button";
  return <Component className={cn(buttonVariants({ variant, size }), className)} {...props} />;
}
