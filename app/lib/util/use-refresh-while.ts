import { useEffect } from "react";
import { useRevalidator } from "react-router";

/**
 * Reloads the page's loader data every `ms` while `active` (a newsletter issue being sent, an exam paused or
 * running) and the tab is visible; stops once `active` turns false. Without JavaScript a reload shows the same state.
 */
export function useRefreshWhile(active: boolean, ms = 3000) {
  const revalidator = useRevalidator();
  useEffect(() => {
    if (!active) return;
    const timer = window.setInterval(() => {
      if (document.visibilityState === "visible" && revalidator.state === "idle") void revalidator.revalidate();
    }, ms);
    return () => window.clearInterval(timer);
  }, [active, ms, revalidator]);
}
