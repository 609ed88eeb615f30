import { Globe } from "lucide-react";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { useFetcher, useRouteLoaderData } from "react-router";
import { Button } from "~/components/ui/button";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuLabel,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuTrigger,
} from "~/components/ui/dropdown-menu";
import { isLanguageCode, LANGUAGE_COOKIE, languages, type LanguageCode } from "~/lib/i18n/languages";
import { cn } from "~/lib/utils";
import type { loader as rootLoader } from "~/root";

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
  const root = useRouteLoaderData<typeof rootLoader>("root");
  const fetcher = useFetcher({ key: FETCHER_KEY });
  const pending = fetcher.formData?.get("lng");
  return isLanguageCode(pending) ? pending : (root?.language ?? "en");
}

/**
 * Spec §9: the choice is also kept in localStorage. If the cookie is gone (cleared, new browser
 * session with cookies blocked) but storage remembers a language, apply it.
 */
export function useLanguageSync() {
  const root = useRouteLoaderData<typeof rootLoader>("root");
  const setLanguage = useSetLanguage();
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
    if (isLanguageCode(stored) && stored !== language && !hasCookie) setLanguage(stored);
    else if (hasCookie && stored !== language) rememberLocally(language);
    // Run once per language shown.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [language]);
}

export function LanguagePicker({ className, align = "end" }: { className?: string; align?: "start" | "end" }) {
  const { t } = useTranslation();
  const current = useCurrentLanguage();
  const setLanguage = useSetLanguage();
  const currentName = languages.find((l) => l.code === current)?.name ?? current;
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button
          variant="ghost"
          size="sm"
          className={cn("gap-1.5", className)}
          aria-label={`${t("language.choose")}: ${currentName}`}
        >
          <Globe aria-hidden />
          <span lang={current}>{currentName}</span>
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align={align}>
        <DropdownMenuLabel>{t("language.label")}</DropdownMenuLabel>
        <DropdownMenuRadioGroup value={current} onValueChange={(value) => isLanguageCode(value) && setLanguage(value)}>
          {languages.map((language) => (
            <DropdownMenuRadioItem key={language.code} value={language.code} lang={language.code}>
              {language.name}
            </DropdownMenuRadioItem>
          ))}
        </DropdownMenuRadioGroup>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
