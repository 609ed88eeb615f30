import { Link2, Unlink } from "lucide-react";
import { useTranslation } from "~/lib/i18n/react";
import { Form } from "react-router";
import { Button } from "~/components/ui/button";
import { Field, FieldError } from "~/components/ui/field";
import { useFormReply } from "~/lib/forms/submission";
import { useErrorText } from "~/lib/i18n/use-error-text";

/**
 * A registry row's holder account (/admin/credentials): linked to an account (with an
 * "unlink" form), or a "link" form taking the account's email address. Open when its last post was refused.
 */
export function HolderLinkForm({
  id,
  account,
  busy,
}: {
  id: string;
  account: { name: string; email: string } | null;
  busy: boolean;
}) {
  const { t } = useTranslation("credentialsAdmin");
  const err = useErrorText("credentialsAdmin");
  const link = useFormReply("link");
  const unlink = useFormReply("unlink");
  const linkErrors = link.values.id === id ? link.fieldErrors : null;
  const unlinkErrors = unlink.values.id === id ? unlink.fieldErrors : null;
  return (
    <details open={linkErrors || unlinkErrors ? true : undefined} className="mt-2">
      <summary
        aria-label={t("holder.openLabel", { id })}
        className="cursor-pointer font-medium text-mineral-800 underline underline-offset-4"
      >
        {t("holder.open")}
      </summary>
      {account ? (
        <Form method="post" preventScrollReset className="mt-3 grid gap-2">
          <input type="hidden" name="intent" value="unlink" />
          <input type="hidden" name="id" value={id} />
          <p className="text-sm break-words text-basalt-800" data-testid="holder-account">
            {t("holder.linkedTo", { name: account.name, email: account.email })}
          </p>
          <FieldError message={err(unlinkErrors?.id)} />
          <Button type="submit" size="sm" variant="secondary" className="justify-self-start" disabled={busy}>
            <Unlink aria-hidden />
            {t("holder.unlink")}
          </Button>
        </Form>
      ) : (
        <Form method="post" preventScrollReset className="mt-3 grid gap-3" noValidate>
          <input type="hidden" name="intent" value="link" />
          <input type="hidden" name="id" value={id} />
          <p className="text-sm text-basalt-700">{t("holder.none")}</p>
          <FieldError message={err(linkErrors?.id)} />
          <Field
            label={t("holder.account")}
            hint={t("holder.accountHint")}
            error={err(linkErrors?.account)}
            inputProps={{
              id: `account-${id}`,
              name: "account",
              type: "email",
              autoComplete: "off",
              defaultValue: linkErrors ? link.values.account : undefined,
              className: "h-9 text-sm",
            }}
          />
          <Button type="submit" size="sm" className="justify-self-start" disabled={busy}>
            <Link2 aria-hidden />
            {t("holder.link")}
          </Button>
        </Form>
      )}
    </details>
  );
}
