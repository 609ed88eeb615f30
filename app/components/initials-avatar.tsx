import { cn } from "~/lib/util/cn";

const tones = [
  "bg-magma-100 text-magma-800",
  "bg-mineral-100 text-mineral-800",
  "bg-sulphur-100 text-basalt-900",
  "bg-basalt-100 text-basalt-900",
];

/** A person's initials in a tinted circle: decorative, the name is always written beside it. */
export function InitialsAvatar({
  initials,
  index,
  size = "md",
}: {
  initials: string;
  index: number;
  size?: "md" | "lg";
}) {
  return (
    <span
      aria-hidden="true"
      className={cn(
        "flex shrink-0 items-center justify-center rounded-full font-bold",
        size === "lg" ? "size-16 text-xl" : "size-14 text-lg",
        tones[index % tones.length],
      )}
    >
      {initials}
    </span>
  );
}
