import mark from "./logo-mark.svg?url&no-inline";

/**
 * The GeoCert mark: a heat plume rising from strata (logo-mark.svg, one cached file rather than its drawing in
 * every page's header and footer, decision 057). Decorative; the link around it carries the name.
 */
export function LogoMark({ className }: { className?: string }) {
  return <img src={mark} alt="" width={36} height={36} className={className} />;
}
