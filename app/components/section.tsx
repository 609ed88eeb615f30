import { cn } from "~/lib/util/cn";

/** A home-page section: generous padding, an h2 and a one-sentence lead. */
export function Section({
  id,
  heading,
  lead,
  tone = "plain",
  children,
  className,
}: {
  id: string;
  heading: string;
  lead?: string;
  tone?: "plain" | "tinted" | "dark";
  children: React.ReactNode;
  className?: string;
}) {
  return (
    <section
      id={id}
      aria-labelledby={`${id}-heading`}
      className={cn(
        "render-lazily py-16 sm:py-24",
        tone === "tinted" && "bg-steam-100",
        tone === "dark" && "bg-basalt-900 text-steam-100",
        className,
      )}
    >
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <div className="max-w-3xl">
          <h2
            id={`${id}-heading`}
            className={cn("text-3xl font-bold sm:text-4xl", tone === "dark" ? "text-white" : "text-basalt-950")}
          >
            {heading}
          </h2>
          {lead ? (
            <p className={cn("mt-4 text-lg", tone === "dark" ? "text-steam-200" : "text-basalt-700")}>{lead}</p>
          ) : null}
        </div>
        <div className="mt-12">{children}</div>
      </div>
    </section>
  );
}
