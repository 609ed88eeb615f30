import { useTranslation } from "react-i18next";
import { data, redirect } from "react-router";
import type { Route } from "./+types/auth.verify-email";
import { DeadLinkCard } from "~/components/auth/dead-link-card";
import { PageHeader } from "~/components/page-header";
import { PageMeta } from "~/components/page-meta";
import { findUserByEmail } from "~/db/users.server";
import { getAppContext } from "~/lib/app-context.server";
import { usePageMessages } from "~/lib/i18n/page-messages";
import { pageMessages } from "~/lib/i18n/page-messages.server";
import { isLanguageCode } from "~/lib/i18n/languages";
import { accountRedirectHeaders } from "~/lib/session-cookies.server";

/**
 * The link from the confirmation mail: confirms the address and signs the new member in, then
 * goes to the account page. An expired, used or forged link shows why and what to do.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const app = getAppContext(context);
  const token = new URL(request.url).searchParams.get("token") ?? "";
  if (token && token.length < 2000) {
    try {
      const result = await app.auth.api.verifyEmail({
        query: { token },
        headers: request.headers,
        returnHeaders: true,
      });
      // A first confirmation signs the member in (a session cookie); a used link sets none.
      if (result.headers.getSetCookie().length > 0) {
        const user = await findUserByEmail(app.db, emailInToken(token));
        throw redirect("/account", {
          headers: accountRedirectHeaders({
            secure: app.config.siteUrl.startsWith("https:"),
            authHeaders: result.headers,
            toast: { type: "success", key: "session.verified" },
            language: isLanguageCode(user?.language) ? user.language : undefined,
          }),
        });
      }
    } catch (error) {
      if (error instanceof Response) throw error;
      // Expired, invalid or unknown: the page below explains.
    }
  }
  return data({ messages: pageMessages(context, "auth") }, { status: 400, headers: { "Cache-Control": "no-store" } });
}

/** The address inside a confirmation token (already verified by better-auth when this is called). */
function emailInToken(token: string): string {
  try {
    const payload = JSON.parse(Buffer.from(token.split(".")[1] ?? "", "base64url").toString("utf8")) as {
      email?: unknown;
    };
    return typeof payload.email === "string" ? payload.email : "";
  } catch {
    return "";
  }
}

export default function VerifyEmail({ loaderData }: Route.ComponentProps) {
  usePageMessages("auth", loaderData.messages);
  const { t } = useTranslation("auth");
  return (
    <main id="main">
      <PageMeta title={t("meta.verifyTitle")} />
      <PageHeader title={t("verify.failedHeading")} />
      <div className="mx-auto max-w-lg px-4 py-12 sm:px-6">
        <DeadLinkCard text={t("verify.failedText")} action={t("verify.toSignIn")} to="/auth" />
      </div>
    </main>
  );
}
