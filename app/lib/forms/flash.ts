import { useLocation } from "react-router";
import { useRootData } from "~/lib/root/root-data";

/**
 * The one way a form says it succeeded (docs/guides/forms.md): the action redirects with a flash
 * (`redirectWithFlash`, app/lib/forms/flash.server.ts), the next page's root loader reads it once and
 * sends its text, already translated. A flash for a named form is drawn by that form's
 * `<FormSuccess form="…" />` where the form is; a flash without a form is a toast.
 */
export type Flash = {
  /** Tells one flash from the next (a toast is raised once per flash). */
  id: string;
  type: "success" | "error";
  text: string;
  /** The form (its intent) whose `<FormSuccess>` shows it; null for a toast. */
  form: string | null;
  /** The path the flash was left for: a page shows only its own. */
  path: string;
};

/** The cookie that carries a flash across the redirect (signed; see flash.server.ts). */
export const FLASH_COOKIE = "toast";

/** The flash left for `form` on this page, if any. */
export function useFlash(form: string): Flash | null {
  const flash = useRootData()?.flash ?? null;
  const { pathname } = useLocation();
  if (!flash || flash.form !== form || flash.path !== pathname) return null;
  return flash;
}
