import type * as React from "react";
import { Card } from "~/components/ui/card";

/** One section of /account: a card with a heading the section is labelled by. */
export function SectionCard({
  id,
  title,
  text,
  children,
  tone = "default",
}: {
  id: string;
  title: string;
  text?: string;
  children: React.ReactNode;
  tone?: "default" | "danger";
}) {
  return (
    <Card id={id} className={tone === "danger" ? "scroll-mt-24 border-magma-200" : "scroll-mt-24"}>
      <section aria-labelledby={`${id}-heading`} className="grid gap-5">
        <div>
          <h2 id={`${id}-heading`} className="text-xl font-semibold text-basalt-950">
            {title}
          </h2>
          {text ? <p className="mt-1 text-basalt-700">{text}</p> : null}
        </div>
        {children}
      </section>
    </Card>
  );
}
