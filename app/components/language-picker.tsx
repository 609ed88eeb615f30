import { Globe } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useFetcher, useRevalidator } from "react-router";
import { Button } from "~/components/ui/button";
import { onDemand } from "~/components/on-demand";
import { isLanguageCode, LANGUAGE_COOKIE, languages, type LanguageCode } from "~/lib/i18n/languages";
import { cn } from "~/lib/utils";
import { useRootData } from "~/lib/root-data";

const FETCHER_KEY = "set-language";

function rememberLocally(code: LanguageCode) {
  try {
    localStorage.setItem(LANGUAGE_COOKIE, code);
  } catch {
    // Storage can be disabled; the cookie still carries the choice.
  }
}

/** Switches the language in place: the cookie is set by /set-language, then the loaders revalidate. */
export function useSetLanguage() {
  const fetcher = useFetcher({ key: FETCHER_KEY });
  return (code: LanguageCode) => {
    rememberLocally(code);
    void fetcher.submit({ lng: code }, { method: "post", action: "/set-language" });
  };
}

/** The language currently shown, optimistic while a switch is on its way. */
export function useCurrentLanguage(): LanguageCode {
  const root = useRootData();
  const fetcher = useFetcher({ key: FETCHER_KEY });
  const pending = fetcher.formData?.get("lng");
  return isLanguageCode(pending) ? pending : (root?.language ?? "en");
}

/**
 * Spec §9: the choice is also kept in localStorage. If the cookie is gone (cleared, new browser
 * session with cookies blocked) but storage remembers a language, apply it.
 */
export function useLanguageSync() {
  const root = useRootData();
  const revalidator = useRevalidator();
  // The latest revalidator, without making the effect re-run on every render: it runs once per language shown.
  const revalidatorRef = useRef(revalidator);
  useEffect(() => {
    revalidatorRef.current = revalidator;
  });
  const language = root?.language;
  useEffect(() => {
    if (!language) return;
    let stored: string | null = null;
    try {
      stored = localStorage.getItem(LANGUAGE_COOKIE);
    } catch {
      return;
    }
    const hasCookie = document.cookie.split("; ").some((c) => c.startsWith(`${LANGUAGE_COOKIE}=`));
    if (isLanguageCode(stored) && stored !== language && !hasCookie) {
      // The cookie is the server's source of the language: restore it here and reload the data
      // (no request to /set-language, so nothing depends on that route being known yet).
      const secure = window.location.protocol === "https:" ? "; secure" : "";
      document.cookie = `${LANGUAGE_COOKIE}=${stored}; path=/; max-age=31536000; samesite=lax${secure}`;
      void revalidatorRef.current.revalidate();
    } else if (hasCookie && stored !== language) rememberLocally(language);
  }, [language]);
}

const languageMenu = onDemand(() => import("./language-menu"));

/**
 * The header's language picker. Until first used it is a plain button (the Radix menu's code
 * loads on hover, focus or click), which keeps the first page load small.
 */
export function LanguagePicker({
  className,
  align = "end",
  variant = "ghost",
}: {
  className?: string;
  align?: "start" | "end";
  /** ghost-inverse on dark backgrounds (the gate). */
  variant?: "ghost" | "ghost-inverse";
}) {
  const { t } = useTranslation();
  const current = useCurrentLanguage();
  const setLanguage = useSetLanguage();
  const [Menu, activate] = languageMenu.useComponent();
  const [openOnLoad, setOpenOnLoad] = useState(false);
  const currentName = languages.find((l) => l.code === current)?.name ?? current;
  const triggerLabel = `${t("language.choose")}: ${currentName}`;
  const triggerClassName = cn(className);
  if (Menu) {
    return (
      <Menu
        current={current}
        onSelect={setLanguage}
        triggerLabel={triggerLabel}
        triggerClassName={triggerClassName}
        triggerVariant={variant}
        align={align}
        defaultOpen={openOnLoad}
      />
    );
  }
  return (
    <Button
      type="button"
      variant={variant}
      size="sm"
      className={triggerClassName}
      aria-label={triggerLabel}
      aria-haspopup="menu"
      aria-expanded={false}
      onPointerEnter={languageMenu.preload}
      onFocus={languageMenu.preload}
      onClick={() => {
        setOpenOnLoad(true);
        activate();
      }}
    >
      <Globe aria-hidden />
      <LanguageName code={current} name={currentName} />
    </Button>
  );
}

/**
 * The current language on the picker button. Beside the header's full navigation (xl and up) the
 * code stands in for the name, to leave the row to the links; the button's accessible name says it whole.
 */
export function LanguageName({ code, name }: { code: LanguageCode; name: string }) {
  return (
    <>
      <span lang={code} className="xl:hidden">
        {name}
      </span>
      <span aria-hidden className="hidden uppercase xl:inline">
        {code}
      </span>
    </>
  );
}
