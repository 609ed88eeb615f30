import type * as React from "react";

/** A section's heading (its id is `${id}-heading`, which the section is labelled by) and lead. */
export function SectionHeading({
  id,
  title,
  text,
  icon,
}: {
  id: string;
  title: string;
  text?: string;
  icon?: React.ReactNode;
}) {
  return (
    <div>
      <h2 id={`${id}-heading`} className="flex items-center gap-2 text-2xl font-bold text-basalt-950">
        {icon}
        {title}
      </h2>
      {text ? <p className="mt-1 max-w-3xl text-basalt-700">{text}</p> : null}
    </div>
  );
}
