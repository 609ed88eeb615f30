import { onDemand } from "~/components/on-demand";
import { useEffect } from "react";
import { useToast } from "./use-toast";

const toaster = onDemand(() => import("./toaster"));

/** Mounts the Radix toaster once the first toast is raised, so pages without one load none of its code. */
export function ToastHost() {
  const { toasts } = useToast();
  const [Toaster, activate] = toaster.useComponent();
  useEffect(() => {
    if (toasts.length > 0 && !Toaster) activate();
  }, [toasts.length, Toaster, activate]);
  return Toaster ? <Toaster /> : null;
}
