/** The tinted band at the end of a detail page listing related items (more events, related articles) as cards. */
export function RelatedItems({
  id,
  heading,
  action,
  children,
}: {
  id: string;
  heading: string;
  /** A link next to the heading, e.g. back to the full list. */
  action?: React.ReactNode;
  /** The cards, each already inside an <li>. */
  children: React.ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="bg-steam-100 py-12 sm:py-16">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <div className="flex flex-wrap items-end justify-between gap-4">
          <h2 id={id} className="text-2xl font-bold text-basalt-950">
            {heading}
          </h2>
          {action}
        </div>
        <ul className="mt-8 grid gap-6 md:grid-cols-2 xl:grid-cols-3">{children}</ul>
      </div>
    </section>
  );
}
