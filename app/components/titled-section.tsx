import type * as React from "react";

/** A part of a page named by its h2 (event, chapter, directory and quiz result pages). */
export function TitledSection({
  id,
  title,
  className,
  children,
}: {
  id: string;
  title: React.ReactNode;
  className?: string;
  children: React.ReactNode;
}) {
  return (
    <section aria-labelledby={`${id}-heading`} className={className}>
      <h2 id={`${id}-heading`} className="text-2xl font-bold text-basalt-950">
        {title}
      </h2>
      {children}
    </section>
  );
}
