import type { Figure } from "~/content/home";

/**
 * A headline figure in the visitor's language: "1,000+" (en), "1.000+" (is), "%95" (tr), "95 %" (fr).
 * Percentages go through Intl's percent style so each language places the sign its own way.
 */
export function formatFigure(figure: Figure, language: string): string {
  if (figure.suffix === "%") {
    return new Intl.NumberFormat(language, { style: "percent", maximumFractionDigits: 0 }).format(figure.value / 100);
  }
  return `${figure.prefix ?? ""}${new Intl.NumberFormat(language).format(figure.value)}${figure.suffix ?? ""}`;
}
