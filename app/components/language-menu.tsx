import { Globe } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Button } from "~/components/ui/button";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuLabel,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuTrigger,
} from "~/components/ui/dropdown-menu";
import { isLanguageCode, languages, type LanguageCode } from "~/lib/i18n/languages";
import { LanguageName } from "~/components/language-picker";

export type LanguageMenuProps = {
  current: LanguageCode;
  onSelect: (code: LanguageCode) => void;
  triggerLabel: string;
  triggerClassName: string;
  triggerVariant: "ghost" | "ghost-inverse";
  align: "start" | "end";
  defaultOpen?: boolean;
};

/** The Radix menu of the language picker; loaded when the picker is first used. */
export default function LanguageMenu({
  current,
  onSelect,
  triggerLabel,
  triggerClassName,
  triggerVariant,
  align,
  defaultOpen,
}: LanguageMenuProps) {
  const { t } = useTranslation();
  const currentName = languages.find((l) => l.code === current)?.name ?? current;
  return (
    <DropdownMenu defaultOpen={defaultOpen}>
      <DropdownMenuTrigger asChild>
        <Button variant={triggerVariant} size="sm" className={triggerClassName} aria-label={triggerLabel}>
          <Globe aria-hidden />
          <LanguageName code={current} name={currentName} />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align={align}>
        <DropdownMenuLabel>{t("language.label")}</DropdownMenuLabel>
        <DropdownMenuRadioGroup value={current} onValueChange={(value) => isLanguageCode(value) && onSelect(value)}>
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
