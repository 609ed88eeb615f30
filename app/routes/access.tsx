import { Lock } from "lucide-react";
import { useEffect, useRef } from "react";
import { useTranslation } from "~/lib/i18n/react";
import { data, Form, redirect, useNavigation } from "react-router";
import type { Route } from "./+types/access";
import { privateFormHeaders } from "~/lib/http/route-headers";
import { LanguagePicker } from "~/components/language-picker";
import { LogoMark } from "~/components/logo";
import { Button } from "~/components/ui/button";
import { FieldError, inputClass } from "~/components/ui/field";
import { toast } from "~/components/ui/use-toast";
import { getAppContext } from "~/lib/server/app-context.server";
import { isUnlocked, gateCookieHeader, passwordMatches } from "~/features/gate/index.server";
import { safeLocalPath } from "~/lib/util/safe-path";
import { consume, refund } from "~/lib/server/rate-limit.server";
import { flashCookieHeader } from "~/lib/forms/flash.server";
import { cn } from "~/lib/util/cn";
import { unlockSchema } from "~/features/auth";
import { useFormReply } from "~/lib/forms/submission";
import { parseForm, refuse, refuseForm } from "~/lib/forms/submission.server";
import { useErrorText } from "~/lib/i18n/use-error-text";

export async function loader({ request, context }: Route.LoaderArgs) {
  const { config, gateKey } = getAppContext(context);
  const next = safeLocalPath(new URL(request.url).searchParams.get("next"));
  // Nothing to unlock: go where the visitor was heading.
  if (!config.gateEnabled || isUnlocked(request, gateKey)) throw redirect(next);
  return data({ next }, { headers: { "Cache-Control": "no-store" } });
}

/** The action's Retry-After (rate limit) reaches the document response too. */
export const headers = privateFormHeaders;

export async function action({ request, context }: Route.ActionArgs) {
  const { config, gateKey, rateLimits, clientIp } = getAppContext(context);
  const form = await request.formData();
  const parsed = parseForm(form, unlockSchema);
  if (!parsed.ok) return refuse(parsed.reply);
  const next = safeLocalPath(parsed.value.next);
  if (!config.gateEnabled) throw redirect(next);

  // The attempt is spent before the password is compared, so parallel guesses cannot all be checked;
  // a correct password gets its point back. A client over its limit is not checked at all — even the
  // right password waits (otherwise the limit would stop nothing). Keys are per client (TRUST_PROXY):
  // docs/decisions/014.
  const wait = await consume(rateLimits.gate, clientIp);
  if (wait > 0) {
    return refuseForm(form, "gate.tooMany", {
      status: 429,
      headers: { "Retry-After": String(wait) },
      values: { seconds: wait },
    });
  }
  const { password } = parsed.value;
  if (config.sitePassword && passwordMatches(password, config.sitePassword)) {
    await refund(rateLimits.gate, clientIp);
    const secure = config.siteUrl.startsWith("https:");
    const headers = new Headers();
    headers.append("Set-Cookie", gateCookieHeader(gateKey, secure));
    headers.append(
      "Set-Cookie",
      flashCookieHeader(context, { ns: "common", key: "gate.granted" }, new URL(next, "http://x").pathname),
    );
    throw redirect(next, { headers });
  }
  return refuseForm(form, "gate.incorrect", { status: 401 });
}

/** Spec §2 "Protected Access": a full-page screen, enforced by the server (see gate-middleware). */
export default function Access({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const err = useErrorText("common");
  const reply = useFormReply("unlock");
  const navigation = useNavigation();
  const inputRef = useRef<HTMLInputElement>(null);
  const submitting = navigation.state === "submitting";
  const error = err(reply.formError, reply.formErrorValues);

  // Spec §4: a wrong password shows the error toast (an error the spec asks for, beside the text
  // under the field) and clears the input.
  useEffect(() => {
    if (!error) return;
    if (inputRef.current) {
      inputRef.current.value = "";
      inputRef.current.focus();
    }
    toast({ variant: "error", title: error });
  }, [reply, error]);

  return (
    <main
      id="main"
      className="relative flex min-h-screen flex-col items-center justify-center bg-basalt-950 bg-[radial-gradient(ellipse_at_bottom,_rgb(194_67_31/0.35),_transparent_60%)] px-4 py-16"
    >
      <title>{t("meta.gateTitle")}</title>
      <div className="absolute top-4 right-4">
        <LanguagePicker variant="ghost-inverse" />
      </div>
      <div className="w-full max-w-md rounded-2xl bg-steam-50 p-8 text-center shadow-2xl sm:p-10">
        <div className="mx-auto mb-6 flex size-14 items-center justify-center rounded-full bg-magma-50">
          <Lock aria-hidden className="size-6 text-magma-700" />
        </div>
        <h1 className="text-2xl font-bold text-basalt-950">{t("gate.heading")}</h1>
        <p className="mt-2 text-basalt-700">{t("gate.text")}</p>
        <Form method="post" className="mt-8 grid gap-4" noValidate={false}>
          <input type="hidden" name="intent" value="unlock" />
          <input type="hidden" name="next" value={loaderData.next} />
          <label htmlFor="site-password" className="sr-only">
            {t("gate.passwordLabel")}
          </label>
          <input
            ref={inputRef}
            id="site-password"
            name="password"
            type="password"
            required
            autoFocus
            autoComplete="current-password"
            placeholder={t("gate.placeholder")}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? "site-password-error" : undefined}
            className={cn(inputClass, "text-center")}
          />
          <FieldError id="site-password-error" message={error} className="justify-center" />
          <Button type="submit" size="lg" disabled={submitting} className="w-full">
            {t("gate.submit")}
          </Button>
        </Form>
        <p className="mt-8 text-sm text-basalt-600">{t("gate.footer")}</p>
      </div>
      <div className="mt-8 flex items-center gap-2 text-steam-200" aria-hidden="true">
        <LogoMark className="size-7" />
        <span className="font-semibold">{t("brand.name")}</span>
      </div>
    </main>
  );
}
