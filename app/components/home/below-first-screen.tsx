import type { HomeContent } from "~/content/home.server";
import { AdvisoryBoard } from "./advisory-board";
import { CareerPathways } from "./career-pathways";
import { ClosingCta } from "./closing-cta";
import { Contributors } from "./contributors";
import { Mission } from "./mission";
import { Newsletter } from "./newsletter";
import { Roadmap } from "./roadmap";
import { Statistics } from "./statistics";

/** The home page after its first screen (the hero): one deferred part (app/routes/home.tsx, decision 025). */
export function HomeBelowFirstScreen({ content }: { content: HomeContent }) {
  return (
    <>
      <Mission />
      <Statistics {...content} />
      <CareerPathways />
      <AdvisoryBoard advisoryBoard={content.advisoryBoard} />
      <Contributors contributorTiers={content.contributorTiers} />
      <Roadmap roadmap={content.roadmap} />
      <Newsletter newsletterStats={content.newsletterStats} />
      <ClosingCta />
    </>
  );
}
