import { lazy, Suspense, useEffect, useRef, useState, type ComponentType } from "react";

/**
 * A part of a page below its first screen whose code is not in the first load (the home
 * page's first-load JavaScript ≤ 120 KB; decision 025).
 *
 * The server renders the part in full, so every visitor — with or without JavaScript — gets the whole
 * page. In the browser the part sits in a Suspense boundary with lazy code: React keeps the server's
 * HTML as it is (its links are plain links) and hydrates the part once its code has arrived.
 *
 * Why the code still loads early: a boundary React has not hydrated holds up every transition whose
 * context change reaches it, and React Router's state changes on every navigation — the navigation,
 * its pending indicator and a language switch would wait for the part's code. So every part's code
 * starts loading when the browser is first idle after hydration, or at the visitor's first pointer
 * press, key press, focus or form submission, whichever comes first: by the time an action needs it,
 * it is there or on its way (a few KB).
 *
 * A form in a part, sent before the part is hydrated, is held and sent again through React once it is,
 * so it gets the JavaScript answer (no reload). Sent before React has taken over the page at all, it
 * goes as a plain form, as without JavaScript.
 *
 * Mounted after hydration (a navigation inside the site) a part renders without a boundary of its own:
 * its code loads at once (usually it is already there) and the navigation waits for it.
 */
export function deferred<P extends object>(name: string, load: () => Promise<ComponentType<P>>) {
  const Part = lazy(() => released.then(load).then((component) => ({ default: component })));

  return function Deferred(props: P) {
    const ref = useRef<HTMLDivElement>(null);
    const [hydrating] = useState(() => !pageHydrated);
    const [hydration] = useState(newHydration);
    useEffect(() => {
      pageHydrated = true;
      scheduleIdleRelease();
      if (!hydrating || !ref.current || hydration.done) return;
      hydration.wrapper = ref.current;
      unhydrated.add(hydration);
      return () => void unhydrated.delete(hydration);
    }, [hydrating, hydration]);

    // The server renders the part itself (it never hydrates, so `hydrating` stays true there).
    const part = import.meta.env.SSR ? (
      serverPart<P>(name, props)
    ) : (
      <Part {...(props as React.ComponentProps<typeof Part>)} />
    );
    if (!hydrating) release();
    return (
      <div ref={ref} className="contents">
        {hydrating ? (
          <Suspense fallback={null}>
            {part}
            <Hydrated onHydrated={hydration.resolve} />
          </Suspense>
        ) : (
          part
        )}
      </div>
    );
  };
}

/** The server renders each part itself (./deferred-parts.server.ts, imported only by entry.server.tsx). */
const serverParts = new Map<string, ComponentType<never>>();

export function provideDeferredParts(parts: Record<string, ComponentType<never>>) {
  for (const [name, part] of Object.entries(parts)) serverParts.set(name, part);
}

function serverPart<P extends object>(name: string, props: P) {
  const ServerPart = serverParts.get(name) as ComponentType<P> | undefined;
  if (!ServerPart) throw new Error(`The deferred part "${name}" is missing from deferred-parts.server.ts`);
  return <ServerPart {...props} />;
}

/** Resolved when the parts' code may load: the first idle moment after hydration, or the first interaction. */
let release = () => {};
const released = new Promise<void>((resolve) => (release = resolve));
let pageHydrated = false;
let idleScheduled = false;

function scheduleIdleRelease() {
  if (idleScheduled) return;
  idleScheduled = true;
  if (typeof requestIdleCallback === "function") requestIdleCallback(() => release(), { timeout: 2000 });
  else setTimeout(() => release(), 200);
}

/** Rendered after the part inside its boundary: its effect runs once React has hydrated the part. */
function Hydrated({ onHydrated }: { onHydrated: () => void }) {
  useEffect(onHydrated, [onHydrated]);
  return null;
}

/** A part's hydration: the form sender below waits for it. */
interface Hydration {
  wrapper: Element | null;
  done: boolean;
  promise: Promise<void>;
  resolve: () => void;
}

function newHydration(): Hydration {
  const hydration: Hydration = { wrapper: null, done: false, promise: Promise.resolve(), resolve: () => {} };
  hydration.promise = new Promise<void>((resolve) => {
    hydration.resolve = () => {
      hydration.done = true;
      unhydrated.delete(hydration);
      resolve();
    };
  });
  return hydration;
}

/** The parts on the page React has not hydrated yet. */
const unhydrated = new Set<Hydration>();

if (typeof window !== "undefined") {
  for (const type of ["pointerdown", "keydown", "focusin", "submit"]) {
    window.addEventListener(type, () => release(), { capture: true, passive: true, once: true });
  }
  // On the window, before React's own listener on the document (which would let the plain form go).
  window.addEventListener(
    "submit",
    (event) => {
      const form = event.target as HTMLFormElement;
      for (const part of unhydrated) {
        if (!part.wrapper?.contains(form)) continue;
        event.preventDefault();
        event.stopImmediatePropagation();
        const submitter = event.submitter as HTMLButtonElement | null;
        void part.promise.then(() =>
          form.requestSubmit(submitter?.isConnected && submitter.form === form ? submitter : null),
        );
        return;
      }
    },
    true,
  );
}
