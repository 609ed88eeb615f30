import { Check, Globe } from "lucide-react";
import { useEffect, useLayoutEffect, useRef, useState } from "react";
import { useTranslation } from "~/lib/i18n/react";
import { useFetcher, useLocation, useRevalidator } from "react-router";
import { Button, buttonVariants } from "~/components/ui/button";
import { onDemand } from "~/components/on-demand";
import { isLanguageCode, LANGUAGE_COOKIE, languages, type LanguageCode } from "~/lib/i18n/languages";
import { cn } from "~/lib/util/cn";
import { useRootData } from "~/lib/root/root-data";
import { useHydrated } from "~/lib/util/use-hydrated";

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
 * The header's language picker. Before the page's scripts have run (they start after the first paint,
 * decision 011) it is a disclosure of plain links to /set-language, which work without JavaScript.
 * Once React has taken over it is a button whose Radix menu loads on hover, focus or click, which keeps
 * the first page load small; a list opened before that opens as the menu.
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
  const hydrated = useHydrated();
  const location = useLocation();
  const disclosure = useRef<HTMLDetailsElement>(null);
  // Opened before the scripts ran: carry on as the menu (runs once, while the disclosure is still there).
  useLayoutEffect(() => {
    if (disclosure.current?.open) {
      setOpenOnLoad(true);
      activate();
    }
  }, [activate]);
  const currentName = languages.find((l) => l.code === current)?.name ?? current;
  const face = <LanguageFace code={current} name={currentName} choose={t("language.choose")} />;
  if (Menu) {
    return (
      <Menu
        current={current}
        onSelect={setLanguage}
        face={face}
        triggerClassName={cn(className)}
        triggerVariant={variant}
        align={align}
        defaultOpen={openOnLoad}
      />
    );
  }
  if (!hydrated) {
    const here = `${location.pathname}${location.search}`;
    return (
      <details ref={disclosure} className={cn("relative", className)}>
        <summary
          className={cn(
            buttonVariants({ variant, size: "sm" }),
            "cursor-pointer list-none [&::-webkit-details-marker]:hidden",
          )}
        >
          <Globe aria-hidden />
          {face}
        </summary>
        <div
          className={cn(
            "absolute top-full z-50 mt-1 min-w-[12rem] rounded-[var(--radius-card)] border border-basalt-200 bg-white p-1 text-basalt-900 shadow-[var(--shadow-card)]",
            align === "end" ? "right-0" : "left-0",
          )}
        >
          <p className="px-3 py-2 text-xs font-semibold text-basalt-600">{t("language.label")}</p>
          <ul>
            {languages.map((language) => (
              <li key={language.code}>
                <a
                  href={`/set-language?lng=${language.code}&next=${encodeURIComponent(here)}`}
                  lang={language.code}
                  hrefLang={language.code}
                  aria-current={language.code === current ? "true" : undefined}
                  className="language-option"
                >
                  {language.code === current ? <Check aria-hidden className="absolute left-2 size-4" /> : null}
                  {language.name}
                </a>
              </li>
            ))}
          </ul>
        </div>
      </details>
    );
  }
  return (
    <Button
      type="button"
      variant={variant}
      size="sm"
      className={cn(className)}
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
      {face}
    </Button>
  );
}

/**
 * The picker button's face. Beside the header's full navigation (xl and up) the code stands in for the
 * name, to leave the row to the links. Its accessible name starts with the text shown (WCAG 2.5.3 Label
 * in Name): "English — Choose language", or "EN — Choose language: English".
 */
export function LanguageFace({ code, name, choose }: { code: LanguageCode; name: string; choose: string }) {
  return (
    <>
      <span lang={code} className="xl:hidden">
        {name}
      </span>
      <span className="hidden xl:inline">{code.toUpperCase()}</span>
      <span className="sr-only">
        {" — "}
        {choose}
        <span className="hidden xl:inline">
          {": "}
          <span lang={code}>{name}</span>
        </span>
      </span>
    </>
  );
}
