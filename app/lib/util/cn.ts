import { clsx, type ClassValue } from "clsx";

/**
 * Joins class names. No tailwind-merge (it would add ~7 KB gzip to every page): a caller's
 * classes must not fight a component's own; use variants, or responsive prefixes like `max-sm:hidden`.
 */
export function cn(...inputs: ClassValue[]) {
  return clsx(inputs);
}
