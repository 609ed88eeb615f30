/**
 * Stands in for lucide-react's own `Icon` (vite.config.ts points lucide's icon factory here, in the browser
 * and the server build alike): the same <svg> with the same attributes, but its drawing is a <use> of the
 * site's sprite (sprite.svg: one hashed, immutable file under /assets) instead of the icon's paths written
 * out again in every page — a page repeats the same few icons dozens of times (decision 057).
 */
import { createElement, forwardRef, type ReactNode, type SVGProps } from "react";
import buildLucideIconForReact from "lucide-react/dist/esm/shared/src/build/buildLucideIconForReact.mjs";
import { hasA11yProp } from "lucide-react/dist/esm/shared/src/utils/hasA11yProp.mjs";
import { mergeClasses } from "lucide-react/dist/esm/shared/src/utils/mergeClasses.mjs";
import { useLucideContext } from "lucide-react/dist/esm/context.mjs";
import sprite from "./sprite.svg?url&no-inline";

type IconData = { name?: string; node: [string, Record<string, string>][]; aliases?: string[]; size?: number };
type Props = Omit<SVGProps<SVGSVGElement>, "ref"> & {
  size?: number | string;
  absoluteStrokeWidth?: boolean;
  nonScalingStroke?: boolean;
  iconNode?: IconData["node"];
  icon?: IconData;
  children?: ReactNode;
};

const SpriteIcon = forwardRef<SVGSVGElement, Props>(function SpriteIcon(
  {
    color,
    size,
    width,
    height,
    strokeWidth,
    absoluteStrokeWidth,
    nonScalingStroke,
    className = "",
    children,
    iconNode = [],
    icon = { node: iconNode, aliases: [], size: 24 },
    ...rest
  },
  ref,
) {
  const context = (useLucideContext() ?? {}) as Record<string, unknown>;
  const contextNonScaling = (context.nonScalingStroke as boolean | undefined) ?? false;
  const [name, svgAttributes, builtIconNode = []] = buildLucideIconForReact(icon, {
    color: color ?? context.color ?? "currentColor",
    width: width ?? size ?? context.size ?? 24,
    height: height ?? size ?? context.size ?? 24,
    strokeWidth: strokeWidth ?? context.strokeWidth ?? 2,
    absoluteStrokeWidth: absoluteStrokeWidth ?? context.absoluteStrokeWidth ?? false,
    nonScalingStroke: nonScalingStroke ?? contextNonScaling,
    className: mergeClasses((context.className as string | undefined) ?? "", className),
    hasA11yProp: Boolean(children) || hasA11yProp(rest),
    attributes: rest,
  }) as [string, Record<string, unknown>, [string, Record<string, unknown>][]];
  // lucide also writes each of the icon's former names as a class; nothing here uses them.
  const aliases = new Set((icon.aliases ?? []).map((alias) => `lucide-${alias}`));
  if (typeof svgAttributes.className === "string" && aliases.size > 0)
    svgAttributes.className = svgAttributes.className
      .split(" ")
      .filter((c) => !aliases.has(c))
      .join(" ");
  return createElement(name, { ref, ...spriteAttributes(svgAttributes) }, [
    ...drawing(icon, builtIconNode),
    ...(Array.isArray(children) ? children : [children]),
  ]);
});

/**
 * lucide's defaults for every icon (size, fill, stroke, its width and joins) are one rule of the stylesheet
 * (`.lucide` in app.css) and the sprite's symbols carry the view box, so each icon writes only its class,
 * size and label. A value other than the default goes into `style`: an attribute would lose to that rule.
 */
const DEFAULTS: Record<string, unknown> = {
  xmlns: "http://www.w3.org/2000/svg",
  fill: "none",
  stroke: "currentColor",
  strokeWidth: 2,
  strokeLinecap: "round",
  strokeLinejoin: "round",
  width: 24,
  height: 24,
};
function spriteAttributes(attributes: Record<string, unknown>): Record<string, unknown> {
  const result: Record<string, unknown> = {};
  const style: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(attributes)) {
    if (key === "viewBox" && value === "0 0 24 24") continue;
    if (key in DEFAULTS) {
      if (DEFAULTS[key] !== value && key !== "xmlns") style[key] = value;
      continue;
    }
    result[key] = value;
  }
  if (Object.keys(style).length > 0) result.style = { ...style, ...(attributes.style as object | undefined) };
  return result;
}

/**
 * Every named lucide icon is in the sprite (the browser bundle does not even carry their paths, vite.config.ts);
 * only an icon made from paths of its own draws them. (`nonScalingStroke` cannot reach into a <use>: the site
 * uses none.)
 */
function drawing(icon: IconData, built: [string, Record<string, unknown>][]) {
  return icon.name
    ? [createElement("use", { key: "use", href: `${sprite}#${icon.name}` })]
    : [
        // Drawn in full, these paths keep the view box the stylesheet's defaults need.
        createElement(
          "svg",
          { key: "paths", viewBox: `0 0 ${icon.size ?? 24} ${icon.size ?? 24}` },
          built.map(([tag, attrs]) => createElement(tag, attrs)),
        ),
      ];
}

export default SpriteIcon;
