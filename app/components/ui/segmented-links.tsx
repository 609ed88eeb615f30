import { Link } from "react-router";
import { cn } from "~/lib/util/cn";

/**
 * A row of links that switch one view of a list (all/unread messages, forum sort orders): the
 * current one marked with aria-current and shown raised. Plain links, so it works without JavaScript.
 */
export function SegmentedLinks({
  label,
  items,
}: {
  label: string;
  items: ReadonlyArray<{ key: string; to: string; label: string; current: boolean }>;
}) {
  return (
    <nav aria-label={label} className="flex gap-1 rounded-lg bg-steam-200 p-1">
      {items.map((item) => (
        <Link
          key={item.key}
          to={item.to}
          aria-current={item.current ? "page" : undefined}
          className={cn(
            "rounded-md px-3 py-1.5 text-sm font-semibold",
            item.current ? "bg-white text-basalt-950 shadow-sm" : "text-basalt-700 hover:text-basalt-950",
          )}
        >
          {item.label}
        </Link>
      ))}
    </nav>
  );
}
