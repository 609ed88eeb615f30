import { useTranslation } from "~/lib/i18n/react";
import { useMentionSuggestions } from "~/features/forum/components/mention-suggestions";
import { Field, TextareaField } from "~/components/ui/field";
import { BODY_MAX, TITLE_MAX } from "~/features/forum/forum";

// The forum's writing forms (new discussion, reply, edit) share their fields (their error box is FormAlert).

/** The title of a discussion. */
export function DiscussionTitleField({ error, defaultValue }: { error: string | null; defaultValue: string }) {
  const { t } = useTranslation("forum");
  return (
    <Field
      label={t("editor.title")}
      hint={t("editor.titleHint")}
      error={error}
      inputProps={{ name: "title", required: true, maxLength: TITLE_MAX, defaultValue }}
    />
  );
}

/** The markdown body of a post. */
export function PostBodyField({
  label,
  error,
  rows,
  defaultValue,
  id,
}: {
  label: string;
  error: string | null;
  rows: number;
  defaultValue: string;
  id?: string;
}) {
  const { t } = useTranslation("forum");
  const mentions = useMentionSuggestions();
  return (
    <div>
      <TextareaField
        label={label}
        hint={t("editor.markdownHelp")}
        error={error}
        textareaProps={{
          name: "body",
          required: true,
          rows,
          maxLength: BODY_MAX,
          defaultValue,
          id,
          ...mentions.textareaProps,
        }}
      />
      {mentions.listbox}
    </div>
  );
}
