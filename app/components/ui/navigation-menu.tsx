import * as NavigationMenuPrimitive from "@radix-ui/react-navigation-menu";
import { ChevronDown } from "lucide-react";
import type * as React from "react";
import { cn } from "~/lib/util/cn";
import { navigationItemClass } from "./nav-styles";

// Radix's default timings are kept (spec §9: open 200 ms, skip 300 ms).
export function NavigationMenu({
  className,
  children,
  ...props
}: React.ComponentProps<typeof NavigationMenuPrimitive.Root>) {
  return (
    <NavigationMenuPrimitive.Root className={cn("relative z-10 flex items-center", className)} {...props}>
      {children}
    </NavigationMenuPrimitive.Root>
  );
}

export function NavigationMenuList({ className, ...props }: React.ComponentProps<typeof NavigationMenuPrimitive.List>) {
  return <NavigationMenuPrimitive.List className={cn("flex list-none items-center gap-0.5", className)} {...props} />;
}

export const NavigationMenuItem = NavigationMenuPrimitive.Item;
export const NavigationMenuLink = NavigationMenuPrimitive.Link;

export function NavigationMenuTrigger({
  className,
  children,
  ...props
}: React.ComponentProps<typeof NavigationMenuPrimitive.Trigger>) {
  return (
    <NavigationMenuPrimitive.Trigger className={cn(navigationItemClass, "group gap-1", className)} {...props}>
      {children}
      <ChevronDown
        aria-hidden
        className="size-3.5 transition-transform duration-200 group-data-[state=open]:rotate-180"
      />
    </NavigationMenuPrimitive.Trigger>
  );
}

export function NavigationMenuContent({
  className,
  ...props
}: React.ComponentProps<typeof NavigationMenuPrimitive.Content>) {
  return (
    <NavigationMenuPrimitive.Content
      className={cn(
        "absolute top-full left-0 mt-2 w-[26rem] rounded-[var(--radius-card)] border border-basalt-200 bg-white p-2 shadow-[var(--shadow-card)] data-[state=open]:animate-fade-in",
        className,
      )}
      {...props}
    />
  );
}
