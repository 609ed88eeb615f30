import { CircleCheck, CirclePause, CircleX, Clock, SearchX, type LucideIcon } from "lucide-react";
import type { VerificationStatus } from "~/features/registry/registry";
import { cn } from "~/lib/util/cn";

/** Each status has its own icon and word as well as its colour, so it reads without colour vision. */
export const statusLook: Record<VerificationStatus, { icon: LucideIcon; badge: string; panel: string }> = {
  valid: {
    icon: CircleCheck,
    badge: "bg-mineral-50 text-mineral-800 ring-1 ring-mineral-700/30",
    panel: "border-mineral-700 bg-mineral-50 text-mineral-800",
  },
  expired: {
    icon: Clock,
    badge: "bg-sulphur-100 text-basalt-900 ring-1 ring-sulphur-500/50",
    panel: "border-sulphur-500 bg-sulphur-100 text-basalt-900",
  },
  suspended: {
    icon: CirclePause,
    badge: "bg-basalt-100 text-basalt-900 ring-1 ring-basalt-400/50",
    panel: "border-basalt-600 bg-basalt-100 text-basalt-900",
  },
  revoked: {
    icon: CircleX,
    badge: "bg-magma-50 text-magma-800 ring-1 ring-magma-700/30",
    panel: "border-magma-700 bg-magma-50 text-magma-800",
  },
  notFound: {
    icon: SearchX,
    badge: "bg-white text-basalt-800 ring-1 ring-basalt-300",
    panel: "border-basalt-400 bg-white text-basalt-900",
  },
};

/** The status as a small badge: icon + word. */
export function StatusBadge({
  status,
  label,
  className,
}: {
  status: VerificationStatus;
  label: string;
  className?: string;
}) {
  const look = statusLook[status];
  const Icon = look.icon;
  return (
    <span
      data-status={status}
      className={cn(
        "inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap",
        look.badge,
        className,
      )}
    >
      <Icon aria-hidden className="size-3.5 shrink-0" />
      {label}
    </span>
  );
}

/** Badge tones of a partnership application's review status. */
export const applicationStatusTone = {
  new: "sulphur",
  inReview: "neutral",
  approved: "mineral",
  declined: "magma",
} as const;
