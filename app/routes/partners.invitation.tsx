import { data, Form, Link, useNavigation } from "react-router";
import type { Route } from "./+types/partners.invitation";
import { FormAlert } from "~/components/forms/form-status";
import { PageHeader } from "~/components/page-header";
import { PageMeta } from "~/components/page-meta";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import {
  acceptInvitation,
  invitationByToken,
  INVITATION_PATH,
  PARTNER_AREA_PATH,
} from "~/features/partners/index.server";
import { getUser, requireUser } from "~/features/auth/index.server";
import { redirectWithFlash } from "~/lib/forms/flash.server";
import { useFormReply } from "~/lib/forms/submission";
import { parseForm, refuse, refuseForm } from "~/lib/forms/submission.server";
import { privateFormHeaders } from "~/lib/http/route-headers";
import { useTranslation } from "~/lib/i18n/react";
import { usePageMessages } from "~/lib/i18n/page-messages";
import { pageMessages } from "~/lib/i18n/page-messages.server";
import { useErrorText } from "~/lib/i18n/use-error-text";
import { invitationForms } from "~/features/partners";
import { getAppContext } from "~/lib/server/app-context.server";

/**
 * The link of an approved partnership's invitation (docs/decisions/034-partnership-decisions.md).
 * GET only shows the state (a mail scanner changes nothing); the role is granted by a POST of a
 * signed-in member whose confirmed address is the invited one.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const token = (new URL(request.url).searchParams.get("token") ?? "").slice(0, 200);
  const { db } = getAppContext(context);
  const [invitation, user] = await Promise.all([invitationByToken(db, token), getUser(request, context)]);
  let state: "invalid" | "used" | "expired" | "signedOut" | "otherAddress" | "ready" = "ready";
  if (!invitation) state = "invalid";
  else if (invitation.acceptedAt) state = "used";
  else if (invitation.expiresAt <= new Date()) state = "expired";
  else if (!user) state = "signedOut";
  else if (user.email.toLowerCase() !== invitation.email) state = "otherAddress";
  const back = encodeURIComponent(`${INVITATION_PATH}?token=${token}`);
  return data(
    {
      messages: pageMessages(context, "partnerApply"),
      state,
      token: state === "ready" ? token : "",
      signIn: `/auth?tab=signin&next=${back}`,
      signUp: `/auth?tab=signup&next=${back}`,
    },
    { headers: { "Cache-Control": "no-store" } },
  );
}

export const headers = privateFormHeaders;

export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireUser(request, context);
  const form = await request.formData();
  const parsed = parseForm(form, invitationForms);
  if (!parsed.ok) return refuse(parsed.reply);
  switch (parsed.value.intent) {
    case "accept":
      return accept(context, form, user.id, parsed.value.token);
  }
}

async function accept(context: Route.ActionArgs["context"], form: FormData, userId: string, token: string) {
  const result = await acceptInvitation(getAppContext(context).db, { token, userId });
  if (!result.ok) return refuseForm(form, `invitation.${result.error}`, { status: 409 });
  throw redirectWithFlash(context, PARTNER_AREA_PATH, { ns: "partnerApply", key: "invitation.accepted" });
}

export default function PartnerInvitation({ loaderData }: Route.ComponentProps) {
  usePageMessages("partnerApply", loaderData.messages);
  const { t } = useTranslation("partnerApply");
  const err = useErrorText("partnerApply");
  const reply = useFormReply("accept");
  const submitting = useNavigation().state === "submitting";
  const { state } = loaderData;
  const link = "font-medium text-mineral-800 underline underline-offset-4";
  return (
    <main id="main">
      <PageMeta title={t("invitation.metaTitle")} />
      <PageHeader title={t("invitation.heading")} lead={t("invitation.lead")} />
      <div className="mx-auto max-w-2xl px-4 py-12 sm:px-6">
        <Card className="grid gap-5">
          <FormAlert message={err(reply.formError, reply.formErrorValues)} />
          {state === "ready" && !reply.formError ? (
            <>
              <p className="text-basalt-900">{t("invitation.ready")}</p>
              <Form method="post">
                <input type="hidden" name="intent" value="accept" />
                <input type="hidden" name="token" value={loaderData.token} />
                <Button type="submit" disabled={submitting}>
                  {t("invitation.accept")}
                </Button>
              </Form>
            </>
          ) : null}
          {state === "signedOut" ? (
            <>
              <p className="text-basalt-900">{t("invitation.signedOut")}</p>
              <p className="flex flex-wrap gap-4">
                <Link to={loaderData.signIn} className={link}>
                  {t("invitation.signIn")}
                </Link>
                <Link to={loaderData.signUp} className={link}>
                  {t("invitation.createAccount")}
                </Link>
              </p>
            </>
          ) : null}
          {state === "otherAddress" || state === "invalid" || state === "used" || state === "expired" ? (
            <>
              <p className="text-basalt-900">{t(`invitation.${state}`)}</p>
              <p>
                <Link to="/contact" className={link}>
                  {t("invitation.contact")}
                </Link>
              </p>
            </>
          ) : null}
        </Card>
      </div>
    </main>
  );
}
