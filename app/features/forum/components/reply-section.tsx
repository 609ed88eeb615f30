import { Lock, Reply } from "lucide-react";
import { useTranslation } from "~/lib/i18n/react";
import { Form, Link, useNavigation } from "react-router";
import { PostBodyField } from "~/features/forum/components/post-fields";
import { FormAlert } from "~/components/forms/form-status";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { SubmissionField } from "~/lib/forms/idempotency";
import { useFormReply } from "~/lib/forms/submission";
import { useErrorText } from "~/lib/i18n/use-error-text";

/** The reply form under a discussion (or why there is none: locked, signed out). */
export function ReplySection({
  locked,
  signedIn,
  signInHref,
  submission,
}: {
  locked: boolean;
  signedIn: boolean;
  signInHref: string;
  /** The reply form's key (null for a signed-out reader, who gets no form). */
  submission: string | null;
}) {
  const { t } = useTranslation("forum");
  const err = useErrorText("forum");
  const reply = useFormReply("reply");
  const navigation = useNavigation();
  return (
    <section id="reply" aria-labelledby="reply-heading" className="scroll-mt-24">
      <Card className="grid gap-4">
        <h2 id="reply-heading" className="text-xl font-semibold text-basalt-950">
          {t("discussion.replyHeading")}
        </h2>
        {locked ? (
          <p className="flex items-center gap-2 text-basalt-800">
            <Lock aria-hidden className="size-4" />
            {t("discussion.lockedText")}
          </p>
        ) : !signedIn ? (
          <div className="grid justify-items-start gap-3">
            <p className="text-basalt-800">{t("discussion.signInText")}</p>
            <Button asChild>
              <Link to={signInHref}>{t("discussion.signInToReply")}</Link>
            </Button>
          </div>
        ) : (
          <Form method="post" className="grid gap-4" noValidate>
            <input type="hidden" name="intent" value="reply" />
            <SubmissionField token={submission ?? ""} />
            <FormAlert message={err(reply.formError, reply.formErrorValues)} />
            <PostBodyField
              label={t("discussion.replyLabel")}
              error={err(reply.fieldErrors.body)}
              rows={6}
              defaultValue={reply.values.body ?? ""}
            />
            <Button type="submit" className="justify-self-start" disabled={navigation.state === "submitting"}>
              <Reply aria-hidden />
              {t("discussion.replySubmit")}
            </Button>
          </Form>
        )}
      </Card>
    </section>
  );
}
