import { CircleCheck, EyeOff, Trash2 } from "lucide-react";
import { useTranslation } from "~/lib/i18n/react";
import { Link } from "react-router";
import { FormAlert, FormSuccess } from "~/components/forms/form-status";
import { InitialsAvatar } from "~/components/initials-avatar";
import { Badge } from "~/components/ui/badge";
import type { PostView } from "~/features/forum/discussion-page.server";
import { postForm } from "~/features/forum/forms";
import { useErrorText } from "~/lib/i18n/use-error-text";
import { cn } from "~/lib/util/cn";
import { EditForm } from "./edit-form";
import { PostActions } from "./post-actions";
import { usePostReply } from "./post-reply";

/** Member-written HTML (sanitised on the server) in readable type. */
const userContentClass =
  "max-w-none break-words text-basalt-900 [&_a]:font-medium [&_a]:text-mineral-800 [&_a]:underline [&_blockquote]:my-3 [&_blockquote]:border-l-4 [&_blockquote]:border-basalt-200 [&_blockquote]:pl-4 [&_blockquote]:text-basalt-700 [&_code]:rounded [&_code]:bg-steam-200 [&_code]:px-1 [&_code]:text-sm [&_h3]:mt-4 [&_h3]:text-lg [&_h3]:font-semibold [&_h4]:mt-3 [&_h4]:font-semibold [&_li]:mt-1 [&_ol]:my-3 [&_ol]:list-decimal [&_ol]:pl-6 [&_p]:my-3 [&_p:first-child]:mt-0 [&_p:last-child]:mb-0 [&_pre]:my-3 [&_pre]:overflow-x-auto [&_pre]:rounded-lg [&_pre]:bg-steam-200 [&_pre]:p-3 [&_table]:my-3 [&_table]:block [&_table]:overflow-x-auto [&_td]:border [&_td]:border-basalt-200 [&_td]:px-2 [&_th]:border [&_th]:border-basalt-200 [&_th]:px-2 [&_ul]:my-3 [&_ul]:list-disc [&_ul]:pl-6";

/** Why a post's form was refused (its edit form shows its own). */
function PostError({ postId }: { postId: string }) {
  const reply = usePostReply(postId);
  const err = useErrorText("forum");
  if (!reply || reply.intent === "edit") return null;
  return <FormAlert message={err(reply.formError, reply.formErrorValues)} />;
}

/** One post of a discussion: its author, its words (or why they are not shown), what one may do with it. */
export function PostCard({ post, title }: { post: PostView; title: string }) {
  const { t } = useTranslation("forum");
  const name = post.author ?? t("post.formerMember");
  return (
    <article
      id={post.anchor}
      aria-label={t("list.by", { name })}
      className={cn(
        "scroll-mt-24 rounded-[var(--radius-card)] border bg-white p-5 shadow-[var(--shadow-card)] sm:p-6",
        post.accepted ? "border-2 border-mineral-700" : "border-basalt-200",
        post.state !== "visible" && "bg-steam-100",
      )}
    >
      <header className="flex items-center gap-3">
        <InitialsAvatar initials={post.initials} index={name.length} />
        <div className="min-w-0">
          <p className="flex flex-wrap items-center gap-2 font-semibold text-basalt-950">
            {name}
            {post.staff ? <Badge tone="magma">{t("post.staff")}</Badge> : null}
            {post.accepted ? (
              <Badge tone="mineral">
                <CircleCheck aria-hidden />
                {t("post.accepted")}
              </Badge>
            ) : null}
          </p>
          <p className="text-sm text-basalt-700">
            <Link to={post.href} className="underline-offset-4 hover:underline">
              {t("post.posted", { date: post.posted })}
            </Link>
            {post.edited ? <span> · {t("post.edited", { date: post.edited })}</span> : null}
          </p>
        </div>
      </header>

      <div className="mt-4 grid gap-3">
        <FormSuccess form={postForm(post.id)} />
        <PostError postId={post.id} />
        {post.state === "deleted" ? (
          <p className="flex items-center gap-2 text-basalt-700 italic">
            <Trash2 aria-hidden className="size-4" />
            <span>
              <strong className="font-semibold not-italic">{t("post.deleted")}</strong> · {t("post.deletedText")}
            </span>
          </p>
        ) : post.state === "hidden" && !post.html ? (
          <p className="flex items-center gap-2 text-basalt-700 italic">
            <EyeOff aria-hidden className="size-4" />
            <span>
              <strong className="font-semibold not-italic">{t("post.hidden")}</strong> · {t("post.hiddenText")}
            </span>
          </p>
        ) : (
          <>
            {post.state === "hidden" ? (
              <p className="flex items-center gap-2 text-sm font-medium text-magma-800">
                <EyeOff aria-hidden className="size-4" />
                {t("post.hiddenForAdmin")}
              </p>
            ) : null}
            {post.source !== null ? (
              <EditForm post={post} title={title} />
            ) : (
              <div className={userContentClass} dangerouslySetInnerHTML={{ __html: post.html }} />
            )}
          </>
        )}
      </div>

      {post.state !== "deleted" ? <PostActions post={post} name={name} /> : null}
    </article>
  );
}
