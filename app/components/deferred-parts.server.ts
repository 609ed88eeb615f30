import { provideDeferredParts } from "./deferred";
import { HomeBelowFirstScreen } from "./home/below-first-screen";
import { SiteFooter } from "./site-footer";

/**
 * The parts the browser hydrates later (./deferred.tsx), for the server's render, which renders them in
 * full. Imported only by entry.server.tsx, so the browser's build leaves each part to its own chunk.
 * A new deferred part is added here under the name its `deferred(…)` call gives it.
 */
provideDeferredParts({
  "site-footer": SiteFooter,
  "home/below-first-screen": HomeBelowFirstScreen,
} as Record<string, React.ComponentType<never>>);
