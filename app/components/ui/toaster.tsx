import { useTranslation } from "~/lib/i18n/react";
import { Toast, ToastClose, ToastDescription, ToastProvider, ToastTitle, ToastViewport } from "./toast";
import { useToast } from "./use-toast";

/** Renders the toast store; Radix announces each toast to screen readers. */
export default function Toaster() {
  const { toasts } = useToast();
  const { t } = useTranslation();
  return (
    <ToastProvider label={t("toast.notifications")}>
      {toasts.map(({ id, title, description, ...props }) => (
        <Toast key={id} {...props}>
          {title ? <ToastTitle>{title}</ToastTitle> : null}
          {description ? <ToastDescription>{description}</ToastDescription> : null}
          <ToastClose label={t("toast.close")} />
        </Toast>
      ))}
      <ToastViewport />
    </ToastProvider>
  );
}
