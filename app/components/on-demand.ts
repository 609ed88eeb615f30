import { useCallback, useState, type ComponentType } from "react";

/**
 * A component whose code loads only when first needed (a menu opened, a toast shown), so the
 * first page load carries less JavaScript. `preload` can be called on hover or focus.
 * If the code cannot be downloaded, the error reaches the route's error boundary, which offers a reload.
 */
export function onDemand<P extends object>(load: () => Promise<{ default: ComponentType<P> }>) {
  let loaded: ComponentType<P> | null = null;
  let pending: Promise<ComponentType<P>> | null = null;
  const preload = () =>
    (pending ??= load().then(
      (module) => (loaded = module.default),
      (error: unknown) => {
        pending = null; // a later attempt may succeed
        throw error;
      },
    ));
  function useComponent() {
    const [Component, setComponent] = useState<ComponentType<P> | null>(() => loaded);
    const activate = useCallback(() => {
      preload().then(
        (c) => setComponent(() => c),
        (error: unknown) =>
          setComponent(() => {
            throw error;
          }),
      );
    }, []);
    return [Component, activate] as const;
  }
  /** For hover and focus: warms the cache, ignores failures (activation reports them). */
  const warm = () => void preload().catch(() => {});
  return { preload: warm, useComponent };
}
