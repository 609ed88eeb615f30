import { useTranslation } from "~/lib/i18n/react";
import { Form, Link } from "react-router";
import { z } from "zod";
import type { Route } from "./+types/admin.mail.templates";
import { AdminHeading } from "~/features/admin";
import { PageMeta } from "~/components/page-meta";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { SelectField } from "~/components/ui/field";
import { requireRole } from "~/features/auth/index.server";
import { isLanguageCode, languages, type LanguageCode } from "~/lib/i18n/languages";
import { usePageMessages } from "~/lib/i18n/page-messages";
import { pageMessages } from "~/lib/i18n/page-messages.server";
import { mailPreviews, previewUnsubscribe } from "~/lib/mail/previews.server";
import { unsubscribeKey } from "~/lib/mail/unsubscribe.server";
import { getAppContext, getRequestLanguage } from "~/lib/server/app-context.server";

const querySchema = z.object({
  template: z.string().max(80).optional().catch(undefined),
  language: z.string().max(5).optional().catch(undefined),
});

/** Every mail template rendered with fictional sample data, in a chosen language. Read-only: nothing is sent. */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireRole(request, context, ["admin"]);
  const { db, config } = getAppContext(context);
  const viewer = getRequestLanguage(context);
  const query = querySchema.parse(Object.fromEntries(new URL(request.url).searchParams));
  const language: LanguageCode = isLanguageCode(query.language) ? query.language : viewer;
  const preview = mailPreviews.find((entry) => entry.id === query.template) ?? mailPreviews[0]!;
  const unsubscribe = previewUnsubscribe(await unsubscribeKey(db), config.siteUrl);
  const mail = await preview.render({ language, siteUrl: config.siteUrl, unsubscribe });
  return {
    messages: pageMessages(context, "mail"),
    language,
    templates: mailPreviews.map((entry) => ({ id: entry.id, title: entry.title(viewer) })),
    selected: {
      id: preview.id,
      title: preview.title(viewer),
      category: preview.category,
      to: mail.to,
      subject: mail.subject,
      html: mail.html ?? "",
      text: mail.text,
      headers: Object.entries(mail.headers ?? {}),
    },
  };
}

export default function AdminMailTemplates({ loaderData }: Route.ComponentProps) {
  usePageMessages("mail", loaderData.messages);
  const { t } = useTranslation("mail");
  const { selected, language } = loaderData;
  const href = (id: string) => `/admin/mail/templates?template=${encodeURIComponent(id)}&language=${language}`;
  return (
    <>
      <PageMeta title={t("preview.metaTitle")} />
      <AdminHeading title={t("preview.heading")} text={t("preview.lead")} />
      <div className="mt-6 grid gap-6 xl:grid-cols-[16rem_minmax(0,1fr)]">
        <nav aria-label={t("preview.templates")}>
          <h3 className="text-sm font-semibold tracking-wide text-basalt-700 uppercase">{t("preview.templates")}</h3>
          <ul className="mt-2 grid gap-1">
            {loaderData.templates.map((entry) => (
              <li key={entry.id}>
                <Link
                  to={href(entry.id)}
                  aria-current={entry.id === selected.id ? "page" : undefined}
                  className="block rounded-md px-3 py-2 text-sm text-basalt-800 hover:bg-steam-100 aria-[current=page]:bg-mineral-50 aria-[current=page]:font-semibold aria-[current=page]:text-mineral-800"
                >
                  {entry.title}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div className="grid min-w-0 gap-6">
          <Card>
            <Form method="get" className="flex flex-wrap items-end gap-4">
              <input type="hidden" name="template" value={selected.id} />
              <SelectField
                label={t("preview.language")}
                options={languages.map((entry) => ({ value: entry.code, label: entry.name }))}
                selectProps={{ name: "language", defaultValue: language }}
              />
              <Button type="submit" variant="secondary">
                {t("preview.show")}
              </Button>
            </Form>
            <h3 className="mt-6 text-xl font-semibold text-basalt-950">{selected.title}</h3>
            <dl className="mt-3 grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[auto_minmax(0,1fr)]">
              <dt className="font-medium text-basalt-700">{t("preview.subject")}</dt>
              <dd className="break-words text-basalt-950" lang={language}>
                {selected.subject}
              </dd>
              <dt className="font-medium text-basalt-700">{t("preview.category")}</dt>
              <dd className="text-basalt-950">{t(`preview.categories.${selected.category}`)}</dd>
              {selected.headers.map(([name, value]) => (
                <div key={name} className="contents">
                  <dt className="font-mono text-basalt-700">{name}</dt>
                  <dd className="font-mono text-xs break-all text-basalt-950">{value}</dd>
                </div>
              ))}
            </dl>
          </Card>
          <section aria-labelledby="mail-html">
            <h3 id="mail-html" className="text-lg font-semibold text-basalt-950">
              {t("preview.html")}
            </h3>
            <iframe
              title={t("preview.frameTitle", { name: selected.title })}
              srcDoc={selected.html}
              // Sandboxed: an opaque origin (no access to this page, its cookies or the site as the admin).
              // Scripts are allowed only so browser tools (tests, axe) can read the frame; the mail has
              // none, and the page's inherited CSP (nonce-only scripts) would refuse any anyway.
              sandbox="allow-scripts"
              referrerPolicy="no-referrer"
              className="mt-2 h-[44rem] w-full rounded-lg border border-basalt-200 bg-white"
            />
          </section>
          <section aria-labelledby="mail-text">
            <h3 id="mail-text" className="text-lg font-semibold text-basalt-950">
              {t("preview.text")}
            </h3>
            <pre
              lang={language}
              tabIndex={0}
              className="mt-2 max-h-[32rem] overflow-auto rounded-lg border border-basalt-200 bg-steam-50 p-4 font-mono text-sm whitespace-pre-wrap text-basalt-900 [overflow-wrap:anywhere]"
            >
              {selected.text}
            </pre>
          </section>
        </div>
      </div>
    </>
  );
}
