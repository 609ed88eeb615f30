import { useEffect, useId, useRef, useState } from "react";
import { useTranslation } from "~/lib/i18n/react";
import { mentionAtCaret } from "~/features/forum/mentions";
import { cn } from "~/lib/util/cn";

type Open = { start: number; query: string; names: string[]; active: number };

/**
 * `@name` autocomplete for a post's text area (decision 027), once scripts run: typing `@` and a few
 * letters asks /community/mention-suggestions and shows a listbox under the field; arrows move,
 * Enter or Tab takes the name, Escape closes. The text area keeps focus (aria-activedescendant).
 * Without JavaScript the `@name` typed in full works all the same.
 */
export function useMentionSuggestions() {
  const { t } = useTranslation("forum");
  const listId = useId();
  const [open, setOpen] = useState<Open | null>(null);
  const field = useRef<HTMLTextAreaElement | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const asked = useRef(0);
  useEffect(() => () => clearTimeout(timer.current), []);

  const lookUp = (element: HTMLTextAreaElement) => {
    field.current = element;
    const at = mentionAtCaret(element.value, element.selectionStart ?? element.value.length);
    clearTimeout(timer.current);
    if (!at || at.query.trim().length < 1) {
      setOpen(null);
      return;
    }
    timer.current = setTimeout(() => {
      const ticket = ++asked.current;
      fetch(`/community/mention-suggestions?q=${encodeURIComponent(at.query)}`, {
        headers: { Accept: "application/json" },
      })
        .then((response) => (response.ok ? (response.json() as Promise<{ names: string[] }>) : { names: [] }))
        .then(({ names }) => {
          if (ticket !== asked.current) return;
          setOpen(names.length > 0 ? { ...at, names, active: 0 } : null);
        })
        .catch(() => setOpen(null));
    }, 200);
  };

  const choose = (name: string) => {
    const element = field.current;
    if (!element || !open) return;
    const caret = element.selectionStart ?? element.value.length;
    const inserted = `@${name} `;
    element.setRangeText(inserted, open.start, caret, "end");
    setOpen(null);
    element.focus();
  };

  const optionId = (index: number) => `${listId}-option-${index}`;
  const textareaProps: React.ComponentProps<"textarea"> = {
    "aria-autocomplete": "list",
    "aria-controls": open ? listId : undefined,
    "aria-activedescendant": open ? optionId(open.active) : undefined,
    onInput: (event) => lookUp(event.currentTarget),
    onBlur: () => setTimeout(() => setOpen(null), 150),
    onKeyDown: (event) => {
      if (!open) return;
      const count = open.names.length;
      if (event.key === "ArrowDown" || event.key === "ArrowUp") {
        event.preventDefault();
        const step = event.key === "ArrowDown" ? 1 : -1;
        setOpen({ ...open, active: (open.active + step + count) % count });
      } else if (event.key === "Enter" || event.key === "Tab") {
        event.preventDefault();
        choose(open.names[open.active]!);
      } else if (event.key === "Escape") {
        event.preventDefault();
        setOpen(null);
      }
    },
  };

  const listbox = open ? (
    <ul
      id={listId}
      role="listbox"
      aria-label={t("editor.mentionSuggestions")}
      className="mt-1 grid max-w-sm gap-0.5 rounded-md border border-basalt-200 bg-white p-1 shadow-[var(--shadow-card)]"
    >
      {open.names.map((name, index) => (
        <li
          key={name}
          id={optionId(index)}
          role="option"
          aria-selected={index === open.active}
          className={cn(
            "cursor-pointer rounded px-3 py-1.5 text-sm text-basalt-900",
            index === open.active && "bg-mineral-100 text-mineral-900",
          )}
          onMouseDown={(event) => {
            event.preventDefault();
            choose(name);
          }}
        >
          {`@${name}`}
        </li>
      ))}
    </ul>
  ) : null;

  return { textareaProps, listbox };
}
