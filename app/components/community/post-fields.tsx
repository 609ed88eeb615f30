import { useTranslation } from "react-i18next";
import { Field, FieldError, TextareaField } from "~/components/ui/field";
import { BODY_MAX, TITLE_MAX } from "~/lib/forum/forum";

// The forum's writing forms (new discussion, reply, edit) share their fields and their error box.

/** Why a forum form was refused as a whole (rate limit, locked discussion…); nothing when it was not. */
export function PostFormAlert({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <div role="alert" className="rounded-lg border border-magma-100 bg-magma-50 p-3">
      <FieldError message={message} />
    </div>
  );
}

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
  return (
    <TextareaField
      label={label}
      hint={t("editor.markdownHelp")}
      error={error}
      textareaProps={{ name: "body", required: true, rows, maxLength: BODY_MAX, defaultValue, id }}
    />
  );
}
