import { lazy, Suspense, useEffect, useRef, useState, type ComponentType } from "react";

let pageHydrated = false;

/** The parts themselves, for the server's render (./deferred-parts.server.ts, imported by entry.server.tsx). */
const serverParts = new Map<string, ComponentType<never>>();

export function provideDeferredParts(parts: Record<string, ComponentType<never>>) {
  for (const [name, component] of Object.entries(parts)) serverParts.set(name, component);
}

/** root.tsx, once React has taken over the page: parts mounted later load their code at once. */
export function markPageHydrated() {
  pageHydrated = true;
}

/**
 * A part of the page below the first screen whose code loads only when it comes near the viewport
 * (issue 17: only what the first screen needs loads first; decision 025). The server renders it in
 * full. In the browser the server's HTML stays as it is — links and forms work as they do without
 * JavaScript — until the part is near the viewport, then its code loads and React hydrates it. A form
 * sent before then waits for the code and is sent again through it, so it answers as with JavaScript.
 * Mounted later (a navigation inside the site), the part loads at once and the navigation waits for it.
 *
 * The server renders the component `name` names in ./deferred-parts.server.ts (imported only by the
 * server, so the browser's build leaves each part to the chunk `load` imports).
 */
export function deferred<P extends object>(name: string, load: () => Promise<ComponentType<P>>) {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<ComponentType<P>> | undefined;
  const start = () => (loading ??= load().then((component) => (loaded = component)));
  let release = () => {};
  const near = new Promise<void>((resolve) => (release = resolve));
  let markHydrated = () => {};
  const hydrated = new Promise<void>((resolve) => (markHydrated = resolve));
  const Later = lazy(() => near.then(start).then((component) => ({ default: component })));
  const Now = lazy(() => start().then((component) => ({ default: component })));
  /** Rendered after the part inside its boundary: its effect runs once the part is hydrated. */
  function Hydrated() {
    useEffect(() => {
      markHydrated();
    }, []);
    return null;
  }

  return function Deferred({ className, ...props }: P & { className?: string }) {
    const ref = useRef<HTMLDivElement>(null);
    const [mode] = useState<"loaded" | "later" | "now">(() => {
      loaded ??= serverParts.get(name) as ComponentType<P> | undefined;
      return loaded ? "loaded" : pageHydrated ? "now" : "later";
    });
    useEffect(() => {
      const element = ref.current;
      if (mode !== "later" || !element) return;
      // A form sent before the part's code arrived: held, then sent again once React has taken over.
      const onSubmit = (event: SubmitEvent) => {
        if (pageHydratedPart.has(element)) return;
        event.preventDefault();
        event.stopPropagation();
        const form = event.target as HTMLFormElement;
        const submitter = event.submitter;
        release();
        void hydrated.then(() => form.requestSubmit(submitter?.isConnected ? submitter : null));
      };
      element.addEventListener("submit", onSubmit, true);
      void hydrated.then(() => pageHydratedPart.add(element));
      if (typeof IntersectionObserver === "undefined") {
        release();
        return () => element.removeEventListener("submit", onSubmit, true);
      }
      const observer = new IntersectionObserver(
        (entries) => {
          if (!entries.some((entry) => entry.isIntersecting)) return;
          observer.disconnect();
          release();
        },
        { rootMargin: "50% 0px" },
      );
      observer.observe(element);
      return () => {
        observer.disconnect();
        element.removeEventListener("submit", onSubmit, true);
      };
    }, [mode]);
    const Component = mode === "loaded" ? loaded! : mode === "later" ? Later : Now;
    const part = <Component {...(props as P)} />;
    return (
      <div ref={ref} className={className}>
        {mode === "now" ? (
          part
        ) : (
          <Suspense fallback={null}>
            {part}
            <Hydrated />
          </Suspense>
        )}
      </div>
    );
  };
}

/** Wrappers whose part has been hydrated (their forms are React's from then on). */
const pageHydratedPart = new WeakSet<Element>();
