import { provideDeferredParts } from "./deferred";
import { AdvisoryBoard } from "./home/advisory-board";
import { CareerPathways } from "./home/career-pathways";
import { ClosingCta } from "./home/closing-cta";
import { Contributors } from "./home/contributors";
import { Mission } from "./home/mission";
import { Newsletter } from "./home/newsletter";
import { Roadmap } from "./home/roadmap";
import { Statistics } from "./home/statistics";
import { SiteFooter } from "./site-footer";

/**
 * The parts of pages whose code the browser loads when they come near the viewport (./deferred.tsx):
 * the server renders them in full, from here. A new deferred part is added here under its name.
 */
provideDeferredParts({
  "site-footer": SiteFooter,
  "home/advisory-board": AdvisoryBoard,
  "home/career-pathways": CareerPathways,
  "home/closing-cta": ClosingCta,
  "home/contributors": Contributors,
  "home/mission": Mission,
  "home/newsletter": Newsletter,
  "home/roadmap": Roadmap,
  "home/statistics": Statistics,
} as Record<string, React.ComponentType<never>>);
