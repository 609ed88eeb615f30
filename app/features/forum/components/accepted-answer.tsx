import { CircleCheck } from "lucide-react";
import { useTranslation } from "~/lib/i18n/react";
import { Link } from "react-router";
import type { AcceptedView } from "~/features/forum/discussion-page.server";

/** The accepted answer near the top of every page: who wrote it, its first words, and a link to it. */
export function AcceptedAnswer({ answer }: { answer: AcceptedView }) {
  const { t } = useTranslation("forum");
  return (
    <div className="grid gap-2 rounded-lg border border-mineral-300 bg-mineral-50 p-4 text-mineral-800">
      <p className="flex flex-wrap items-center gap-x-2 gap-y-1">
        <CircleCheck aria-hidden className="size-5" />
        <span className="font-semibold">{t("post.accepted")}</span>
        <span className="text-basalt-800">{t("list.by", { name: answer.author ?? t("post.formerMember") })}</span>
      </p>
      {answer.excerpt ? <p className="break-words text-basalt-900">{answer.excerpt}</p> : null}
      <p>
        <Link to={answer.href} className="font-medium underline underline-offset-4">
          {t("post.goToAnswer")}
        </Link>
      </p>
    </div>
  );
}
