// Read by sprite.test.ts: what the sprite's scan takes from imports of lucide-react.
import { ArrowRight, Globe2 as World, type LucideIcon } from "lucide-react";
import type { Check } from "lucide-react";

export const icons: [LucideIcon, LucideIcon, typeof Check | null] = [ArrowRight, World, null];
