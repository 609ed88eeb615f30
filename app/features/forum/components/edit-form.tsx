import { useTranslation } from "~/lib/i18n/react";
import { Form, Link, useNavigation } from "react-router";
import { DiscussionTitleField, PostBodyField } from "~/features/forum/components/post-fields";
import { FormAlert } from "~/components/forms/form-status";
import { Button } from "~/components/ui/button";
import type { PostView } from "~/features/forum/discussion-page.server";
import { useErrorText } from "~/lib/i18n/use-error-text";
import { usePostReply } from "./post-reply";

/** The author's form for their post, in its place (the opening post's also edits the title). */
export function EditForm({ post, title }: { post: PostView; title: string }) {
  const { t } = useTranslation("forum");
  const err = useErrorText("forum");
  const navigation = useNavigation();
  const last = usePostReply(post.id);
  const reply = last?.intent === "edit" ? last : null;
  const errors = reply?.fieldErrors ?? {};
  return (
    <Form method="post" className="grid gap-4" noValidate>
      <input type="hidden" name="intent" value="edit" />
      <input type="hidden" name="postId" value={post.id} />
      <FormAlert message={err(reply?.formError, reply?.formErrorValues)} />
      {post.opening ? (
        <DiscussionTitleField error={err(errors.title)} defaultValue={reply?.values.title ?? title} />
      ) : null}
      <PostBodyField
        label={t("editor.body")}
        error={err(errors.body)}
        rows={8}
        defaultValue={reply?.values.body ?? post.source ?? ""}
        id={`edit-${post.id}`}
      />
      <div className="flex flex-wrap gap-2">
        <Button type="submit" size="sm" disabled={navigation.state === "submitting"}>
          {t("post.save")}
        </Button>
        <Button asChild variant="ghost" size="sm">
          <Link to={post.href} preventScrollReset>
            {t("post.cancel")}
          </Link>
        </Button>
      </div>
    </Form>
  );
}
