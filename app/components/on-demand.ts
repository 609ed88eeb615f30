import { useCallback, useState, type ComponentType } from "react";

/**
 * A component whose code loads only when first needed (a menu opened, a toast shown), so the
 * first page load carries less JavaScript. `preload` can be called on hover or focus.
 */
export function onDemand<P extends object>(load: () => Promise<{ default: ComponentType<P> }>) {
  let loaded: ComponentType<P> | null = null;
  let pending: Promise<ComponentType<P>> | null = null;
  const preload = () =>
    (pending ??= load().then((module) => {
      loaded = module.default;
      return loaded;
    }));
  function useComponent() {
    const [Component, setComponent] = useState<ComponentType<P> | null>(() => loaded);
    const activate = useCallback(() => {
      void preload().then((c) => setComponent(() => c));
    }, []);
    return [Component, activate] as const;
  }
  return { preload, useComponent };
}
