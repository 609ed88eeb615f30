import { CircleCheck, EyeOff, Flag, Heart, Link2, Pencil, Trash2, Undo2 } from "lucide-react";
import type * as React from "react";
import { useTranslation } from "~/lib/i18n/react";
import { Form, Link } from "react-router";
import { Button } from "~/components/ui/button";
import { Field, FieldError } from "~/components/ui/field";
import type { PostView } from "~/features/forum/discussion-page.server";
import { flagReasons } from "~/features/forum/forum";
import { useErrorText } from "~/lib/i18n/use-error-text";
import { cn } from "~/lib/util/cn";
import { usePostReply } from "./post-reply";

/** The buttons under a post, as the forum policy allows them to this viewer (`post.can`). */
export function PostActions({ post, name }: { post: PostView; name: string }) {
  const { t } = useTranslation("forum");
  const { can } = post;
  return (
    <div className="mt-4 flex flex-wrap items-start gap-2 border-t border-basalt-100 pt-3">
      {can.like ? (
        <Form method="post" preventScrollReset>
          <input type="hidden" name="intent" value="like" />
          <input type="hidden" name="postId" value={post.id} />
          <input type="hidden" name="like" value={post.liked ? "0" : "1"} />
          <Button
            type="submit"
            variant={post.liked ? "secondary" : "ghost"}
            size="sm"
            aria-pressed={post.liked}
            // The name starts with the text shown (WCAG 2.5.3 Label in Name): "2 likes — Like the post by …".
            aria-label={`${t("post.likes", { count: post.likes, formatted: post.likesText })} — ${
              post.liked ? t("post.unlikeLabel", { name }) : t("post.likeLabel", { name })
            }`}
          >
            <Heart aria-hidden className={cn(post.liked && "fill-magma-700 text-magma-700")} />
            {t("post.likes", { count: post.likes, formatted: post.likesText })}
          </Button>
        </Form>
      ) : post.state === "visible" ? (
        <span className="inline-flex h-9 items-center gap-2 px-3 text-sm font-semibold text-basalt-700">
          <Heart aria-hidden className="size-4" />
          {t("post.likes", { count: post.likes, formatted: post.likesText })}
        </span>
      ) : null}
      {can.accept ? (
        <Form method="post" preventScrollReset>
          <input type="hidden" name="intent" value={post.accepted ? "unaccept" : "accept"} />
          <input type="hidden" name="postId" value={post.id} />
          <Button type="submit" variant="ghost" size="sm">
            <CircleCheck aria-hidden />
            {post.accepted ? t("post.unmarkAnswer") : t("post.markAnswer")}
          </Button>
        </Form>
      ) : null}
      {can.edit && post.source === null ? (
        <Button asChild variant="ghost" size="sm">
          <Link to={post.editHref} preventScrollReset>
            <Pencil aria-hidden />
            {t("post.edit")}
          </Link>
        </Button>
      ) : null}
      {can.delete ? (
        <PostActionDisclosure
          icon={<Trash2 aria-hidden className="size-4" />}
          label={t("post.delete")}
          intent="delete"
          postId={post.id}
          formClassName="mt-2 grid gap-2 rounded-lg border border-magma-100 bg-magma-50 p-3"
        >
          <p className="text-sm text-basalt-900">{t("post.deleteConfirm")}</p>
          <Button type="submit" variant="danger" size="sm" className="justify-self-start">
            {t("post.deleteYes")}
          </Button>
        </PostActionDisclosure>
      ) : null}
      {can.flag ? (
        post.flagged ? (
          <span className="inline-flex h-9 items-center gap-2 px-3 text-sm font-medium text-basalt-700">
            <Flag aria-hidden className="size-4" />
            {t("post.flagged")}
          </span>
        ) : (
          <FlagForm post={post} />
        )
      ) : null}
      {can.moderate ? (
        <Form method="post" preventScrollReset>
          <input type="hidden" name="intent" value={post.state === "hidden" ? "restore" : "hide"} />
          <input type="hidden" name="postId" value={post.id} />
          <Button type="submit" variant={post.state === "hidden" ? "secondary" : "danger"} size="sm">
            {post.state === "hidden" ? <Undo2 aria-hidden /> : <EyeOff aria-hidden />}
            {post.state === "hidden" ? t("discussion.restore") : t("discussion.hide")}
          </Button>
        </Form>
      ) : null}
      <Link
        to={post.href}
        className="ml-auto inline-flex h-9 items-center gap-1 rounded-lg px-2 text-sm text-basalt-700 hover:text-basalt-950"
      >
        <Link2 aria-hidden className="size-4" />
        <span className="sr-only">{t("post.permalink")}</span>
      </Link>
    </div>
  );
}

function FlagForm({ post }: { post: PostView }) {
  const { t } = useTranslation("forum");
  const err = useErrorText("forum");
  const last = usePostReply(post.id);
  const errors = last?.intent === "flag" ? last.fieldErrors : {};
  return (
    <PostActionDisclosure
      icon={<Flag aria-hidden className="size-4" />}
      label={t("post.flag")}
      intent="flag"
      postId={post.id}
      open={Object.keys(errors).length > 0}
      formClassName="mt-2 grid gap-3 rounded-lg border border-basalt-200 bg-steam-50 p-3"
    >
      <fieldset className="grid gap-2">
        <legend className="mb-1 text-sm font-medium text-basalt-900">{t("post.flagLegend")}</legend>
        {flagReasons.map((reason) => (
          <label key={reason} className="flex items-center gap-2 text-sm text-basalt-900">
            <input type="radio" name="reason" value={reason} required className="size-4 accent-mineral-700" />
            {t(`post.flagReasons.${reason}`)}
          </label>
        ))}
        <FieldError message={err(errors.reason)} />
      </fieldset>
      <Field
        label={t("post.flagNote")}
        error={err(errors.note)}
        inputProps={{ name: "note", maxLength: 500, id: `flag-note-${post.id}` }}
      />
      <Button type="submit" variant="secondary" size="sm" className="justify-self-start">
        {t("post.flagSubmit")}
      </Button>
    </PostActionDisclosure>
  );
}

/** A post action that first opens a small form under its button (delete asks to confirm, flag asks why). */
function PostActionDisclosure({
  icon,
  label,
  intent,
  postId,
  open = false,
  formClassName,
  children,
}: {
  icon: React.ReactNode;
  label: string;
  intent: "delete" | "flag";
  postId: string;
  open?: boolean;
  formClassName: string;
  children: React.ReactNode;
}) {
  return (
    <details className="group" open={open || undefined}>
      <summary className="inline-flex h-9 cursor-pointer list-none items-center gap-2 rounded-lg px-3 text-sm font-semibold text-basalt-800 hover:bg-steam-200 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-magma-600 [&::-webkit-details-marker]:hidden">
        {icon}
        {label}
      </summary>
      <Form method="post" preventScrollReset className={formClassName}>
        <input type="hidden" name="intent" value={intent} />
        <input type="hidden" name="postId" value={postId} />
        {children}
      </Form>
    </details>
  );
}
