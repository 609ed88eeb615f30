// lucide-react's own helpers, which sprite-icon.tsx reuses so its <svg> has exactly lucide's attributes.
declare module "lucide-react/dist/esm/shared/src/build/buildLucideIconForReact.mjs" {
  const build: (icon: unknown, params: Record<string, unknown>) => unknown;
  export default build;
}
declare module "lucide-react/dist/esm/shared/src/utils/hasA11yProp.mjs" {
  export const hasA11yProp: (props: Record<string, unknown>) => boolean;
}
declare module "lucide-react/dist/esm/shared/src/utils/mergeClasses.mjs" {
  export const mergeClasses: (...classes: string[]) => string;
}
declare module "lucide-react/dist/esm/context.mjs" {
  export const useLucideContext: () => unknown;
}
