import { cloneElement, isValidElement, type ReactElement, type Ref } from "react";

type AnyProps = Record<string, unknown>;

/**
 * `asChild`: the one child element rendered with the slot's props merged in, as Radix's Slot does
 * for a single child — the child's props win, except `className` (joined), `style` (merged), event
 * handlers (the child's runs first, then the slot's unless the child prevented the default) and `ref`
 * (both). Ours so that the first page load does not carry @radix-ui/react-slot (the Radix
 * widgets loaded on demand bring their own).
 */
export function Slot({ children, ...slotProps }: AnyProps & { children?: React.ReactNode }) {
  if (!isValidElement(children)) return null;
  const child = children as ReactElement<AnyProps> & { props: AnyProps & { ref?: Ref<unknown> } };
  const merged: AnyProps = { ...slotProps, ...child.props };
  for (const [name, value] of Object.entries(slotProps)) {
    const own = child.props[name];
    if (/^on[A-Z]/.test(name) && typeof value === "function" && typeof own === "function") {
      merged[name] = (event: { defaultPrevented?: boolean }, ...rest: unknown[]) => {
        own(event, ...rest);
        if (!event?.defaultPrevented) value(event, ...rest);
      };
    } else if (name === "className" && own) {
      merged.className = [value, own].filter(Boolean).join(" ");
    } else if (name === "style" && own) {
      merged.style = { ...(value as object), ...(own as object) };
    }
  }
  const slotRef = slotProps.ref as Ref<unknown> | undefined;
  const childRef = child.props.ref;
  if (slotRef && childRef) merged.ref = (node: unknown) => [slotRef, childRef].forEach((ref) => assign(ref, node));
  return cloneElement(child, merged);
}

function assign(ref: Ref<unknown>, node: unknown) {
  if (typeof ref === "function") ref(node);
  else if (ref) (ref as { current: unknown }).current = node;
}
