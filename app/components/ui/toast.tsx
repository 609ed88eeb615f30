import * as ToastPrimitive from "@radix-ui/react-toast";
import { cva, type VariantProps } from "class-variance-authority";
import { CircleAlert, CircleCheck, X } from "lucide-react";
import type * as React from "react";
import { cn } from "~/lib/util/cn";

export const ToastProvider = ToastPrimitive.Provider;

export function ToastViewport({ className, ...props }: React.ComponentProps<typeof ToastPrimitive.Viewport>) {
  return (
    <ToastPrimitive.Viewport
      className={cn("fixed right-0 bottom-0 z-[100] flex max-h-screen w-full flex-col p-4 sm:max-w-[420px]", className)}
      {...props}
    />
  );
}

const toastVariants = cva(
  "group pointer-events-auto relative flex w-full items-start gap-3 overflow-hidden rounded-[var(--radius-card)] border p-4 pr-10 shadow-lg data-[state=open]:animate-fade-in data-[swipe=end]:translate-x-[var(--radix-toast-swipe-end-x)] data-[swipe=move]:translate-x-[var(--radix-toast-swipe-move-x)]",
  {
    variants: {
      variant: {
        success: "border-mineral-700 bg-white text-basalt-900",
        error: "border-magma-700 bg-white text-basalt-900",
      },
    },
    defaultVariants: { variant: "success" },
  },
);

export type ToastProps = React.ComponentProps<typeof ToastPrimitive.Root> & VariantProps<typeof toastVariants>;

export function Toast({ className, variant, children, ...props }: ToastProps) {
  const Icon = variant === "error" ? CircleAlert : CircleCheck;
  return (
    <ToastPrimitive.Root
      className={cn(toastVariants({ variant }), className)}
      type={variant === "error" ? "foreground" : "background"}
      {...props}
    >
      <Icon
        aria-hidden
        className={cn("mt-0.5 size-5 shrink-0", variant === "error" ? "text-magma-700" : "text-mineral-700")}
      />
      <div className="grid gap-1">{children}</div>
    </ToastPrimitive.Root>
  );
}

export function ToastTitle(props: React.ComponentProps<typeof ToastPrimitive.Title>) {
  return <ToastPrimitive.Title className="text-sm font-semibold" {...props} />;
}

export function ToastDescription(props: React.ComponentProps<typeof ToastPrimitive.Description>) {
  return <ToastPrimitive.Description className="text-sm text-basalt-700" {...props} />;
}

export function ToastClose({ label }: { label: string }) {
  return (
    <ToastPrimitive.Close
      aria-label={label}
      className="absolute top-3 right-3 rounded-md p-1 text-basalt-600 hover:bg-steam-100 hover:text-basalt-900"
    >
      <X aria-hidden className="size-4" />
    </ToastPrimitive.Close>
  );
}
