import { KeyRound, RefreshCw, TriangleAlert } from "lucide-react";
import { useTranslation } from "~/lib/i18n/react";
import { Form, useNavigation } from "react-router";
import type { Route } from "./+types/admin.credentials.keys";
import { AdminHeading } from "~/features/admin";
import { FormAlert, FormSuccess } from "~/components/forms/form-status";
import { PageMeta } from "~/components/page-meta";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { CheckboxField } from "~/components/ui/field";
import { Table, TableBody, TableHead, Td, Th } from "~/components/ui/table";
import { requireUser } from "~/features/auth/index.server";
import { ensure } from "~/features/auth";
import { canLinkCredentials, signingKeyForms } from "~/features/credentials";
import { rotateKey, signingKeysPage } from "~/features/credentials/index.server";
import { useFormReply } from "~/lib/forms/submission";
import { parseForm, refuse } from "~/lib/forms/submission.server";
import { privateFormHeaders } from "~/lib/http/route-headers";
import { usePageMessages } from "~/lib/i18n/page-messages";
import { pageMessages } from "~/lib/i18n/page-messages.server";
import { useErrorText } from "~/lib/i18n/use-error-text";

export const headers = privateFormHeaders;

// The admin layout checks the role first; the credential policy again here (rotating: admins only).
export async function loader({ request, context }: Route.LoaderArgs) {
  ensure(canLinkCredentials(await requireUser(request, context)));
  return { messages: pageMessages(context, "credentialCheck"), ...(await signingKeysPage(context)) };
}

export async function action({ request, context }: Route.ActionArgs) {
  const me = await requireUser(request, context);
  ensure(canLinkCredentials(me));
  const form = await request.formData();
  const parsed = parseForm(form, signingKeyForms);
  if (!parsed.ok) return refuse(parsed.reply);
  switch (parsed.value.intent) {
    case "rotate":
      return rotateKey(context, me.id);
  }
}

export default function AdminSigningKeys({ loaderData }: Route.ComponentProps) {
  usePageMessages("credentialCheck", loaderData.messages);
  const { t } = useTranslation("credentialCheck");
  const err = useErrorText("credentialCheck");
  const reply = useFormReply("rotate");
  const busy = useNavigation().state === "submitting";
  const { keys, did, didDocument, sealing } = loaderData;

  return (
    <>
      <PageMeta title={t("adminKeys.meta")} />
      <AdminHeading title={t("adminKeys.heading")} text={t("adminKeys.text")} />
      <dl className="mt-6 grid gap-4 sm:grid-cols-2">
        <div>
          <dt className="text-sm font-medium text-basalt-600">{t("adminKeys.did")}</dt>
          <dd className="mt-1 font-mono text-sm break-all text-basalt-950">{did}</dd>
        </div>
        <div>
          <dt className="text-sm font-medium text-basalt-600">{t("adminKeys.didDocument")}</dt>
          <dd className="mt-1 text-sm break-all">
            <a
              href={didDocument}
              className="font-mono text-mineral-800 underline underline-offset-4 hover:text-mineral-700"
            >
              {didDocument}
            </a>
          </dd>
        </div>
      </dl>
      {sealing ? null : (
        <p className="mt-6 flex max-w-3xl items-start gap-2 rounded-lg bg-sulphur-100 p-3 text-sm font-medium text-basalt-900">
          <TriangleAlert aria-hidden className="mt-0.5 size-4 shrink-0" />
          {t("adminKeys.sealWarning")}
        </p>
      )}
      <div className="mt-6">
        <Table minWidth="40rem">
          <caption className="sr-only">{t("adminKeys.caption")}</caption>
          <TableHead>
            <tr>
              <Th>{t("adminKeys.columns.id")}</Th>
              <Th>{t("adminKeys.columns.state")}</Th>
              <Th>{t("adminKeys.columns.created")}</Th>
              <Th>{t("adminKeys.columns.retired")}</Th>
              <Th>{t("adminKeys.columns.storage")}</Th>
            </tr>
          </TableHead>
          <TableBody>
            {keys.map((key) => (
              <tr key={key.id} data-key-id={key.id}>
                <Td>
                  <span className="flex items-center gap-2 font-mono">
                    <KeyRound aria-hidden className="size-4 shrink-0 text-basalt-600" />
                    {key.id}
                  </span>
                  <span className="mt-1 block max-w-64 truncate font-mono text-xs text-basalt-600">
                    {key.publicKeyMultibase}
                  </span>
                </Td>
                <Td>
                  <Badge tone={key.retired ? "neutral" : "mineral"}>
                    {key.retired ? t("adminKeys.states.retired") : t("adminKeys.states.current")}
                  </Badge>
                </Td>
                <Td className="tabular-nums">{key.created}</Td>
                <Td className="tabular-nums">{key.retired ?? "—"}</Td>
                <Td>{key.sealed ? t("adminKeys.storage.sealed") : t("adminKeys.storage.plain")}</Td>
              </tr>
            ))}
          </TableBody>
        </Table>
      </div>
      <Card className="mt-8 max-w-2xl">
        <h3 className="text-xl font-semibold text-basalt-950">{t("adminKeys.rotate.heading")}</h3>
        <p className="mt-1 text-basalt-700">{t("adminKeys.rotate.text")}</p>
        <FormSuccess form="rotate" className="mt-4" />
        <FormAlert className="mt-4" message={err(reply.formError, reply.formErrorValues)} />
        <Form method="post" className="mt-4 grid gap-4" noValidate>
          <input type="hidden" name="intent" value="rotate" />
          <CheckboxField
            label={t("adminKeys.rotate.confirm")}
            error={err(reply.fieldErrors.confirm)}
            inputProps={{ id: "rotate-confirm", name: "confirm", value: "yes", required: true }}
          />
          <Button type="submit" variant="danger" className="justify-self-start" disabled={busy}>
            <RefreshCw aria-hidden />
            {t("adminKeys.rotate.submit")}
          </Button>
        </Form>
      </Card>
    </>
  );
}
