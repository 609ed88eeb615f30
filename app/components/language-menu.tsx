import { Globe } from "lucide-react";
import { useTranslation } from "~/lib/i18n/react";
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

export type LanguageMenuProps = {
  current: LanguageCode;
  onSelect: (code: LanguageCode) => void;
  /** The button's face (LanguageFace), which gives it its accessible name. */
  face: React.ReactNode;
  triggerClassName: string;
  triggerVariant: "ghost" | "ghost-inverse";
  align: "start" | "end";
  defaultOpen?: boolean;
};

/** The Radix menu of the language picker; loaded when the picker is first used. */
export default function LanguageMenu({
  current,
  onSelect,
  face,
  triggerClassName,
  triggerVariant,
  align,
  defaultOpen,
}: LanguageMenuProps) {
  const { t } = useTranslation();
  return (
    <DropdownMenu defaultOpen={defaultOpen}>
      <DropdownMenuTrigger asChild>
        <Button variant={triggerVariant} size="sm" className={triggerClassName}>
          <Globe aria-hidden />
          {face}
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
