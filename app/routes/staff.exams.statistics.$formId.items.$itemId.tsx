import { Link } from "react-router";
import type { Route } from "./+types/staff.exams.statistics.$formId.items.$itemId";
import { PageMeta } from "~/components/page-meta";
import { Badge } from "~/components/ui/badge";
import { Table, TableBody, TableHead, Td, Th } from "~/components/ui/table";
import { AdminHeading } from "~/features/admin";
import { requireUser } from "~/features/auth/index.server";
import { GroupedBars } from "~/features/exams";
import { itemStatisticsPage } from "~/features/exams/index.server";
import { privateFormHeaders } from "~/lib/http/route-headers";
import { usePageMessages } from "~/lib/i18n/page-messages";
import { useTranslation } from "~/lib/i18n/react";

export const headers = privateFormHeaders;

/** /staff/exams/statistics/:formId/items/:itemId: one item of a form, per language. */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const me = await requireUser(request, context);
  return itemStatisticsPage(context, me, params.formId, params.itemId);
}

const link = "font-medium text-mineral-700 underline underline-offset-4 hover:text-mineral-800";

export default function StaffExamItemStatistics({ loaderData }: Route.ComponentProps) {
  usePageMessages("examStatistics", loaderData.messages);
  const { t } = useTranslation("examStatistics");
  const { row, languages, options, omitted } = loaderData;
  const editor = `/staff/exams/items/${encodeURIComponent(loaderData.itemId)}`;
  const optionLabel = (o: { option: string; keyed: boolean }) =>
    o.keyed ? t("item.keyed", { option: o.option }) : o.option;
  return (
    <>
      <PageMeta title={t("meta.itemTitle", { id: loaderData.itemId })} />
      {/* Item ids are long words ("demo.associate.environmentalManagement.012"): they may break at 360 px. */}
      <div className="[overflow-wrap:anywhere]">
        <AdminHeading title={t("item.heading", { id: loaderData.itemId })} text={t("item.text")} />
      </div>
      <ul className="mt-3 flex flex-wrap gap-x-6 gap-y-2">
        <li>
          <Link to={`/staff/exams/statistics?form=${loaderData.formId}`} className={link}>
            {t("item.back")}
          </Link>
        </li>
        <li>
          <Link to={editor} className={link}>
            {t("item.editor")}
          </Link>
        </li>
      </ul>
      {row.flags.length > 0 && (
        <ul className="mt-4 grid gap-2">
          {row.flags.map((flag) => (
            <li key={`${flag.kind}-${flag.language ?? ""}`} className="flex flex-wrap items-center gap-3">
              <Badge tone={flag.kind === "translation" ? "magma" : "sulphur"}>
                {t(`flags.${flag.kind}`, { language: flag.languageName ?? "" })}
              </Badge>
              {flag.kind === "translation" && (
                <Link to={`${editor}#translation-${flag.language}`} className={link}>
                  {t("item.translationLink", { language: flag.languageName })}
                </Link>
              )}
            </li>
          ))}
        </ul>
      )}

      <h2 className="mt-8 text-lg font-semibold text-basalt-950">{t("item.languagesHeading")}</h2>
      <figure className="mt-3 grid grid-cols-[minmax(0,1fr)] gap-6 2xl:grid-cols-2 2xl:items-start">
        <GroupedBars
          label={t("item.languagesChart")}
          testId="languages-chart"
          groups={[
            {
              key: "difficulty",
              label: t("list.difficulty"),
              bars: languages.map((l) => ({ language: l.language, value: l.p ?? 0, text: l.difficulty ?? "" })),
            },
          ]}
        />
        <figcaption>
          <Table minWidth="18rem">
            <TableHead>
              <tr>
                <Th>{t("item.language")}</Th>
                <Th>{t("item.candidates")}</Th>
                <Th>{t("list.difficulty")}</Th>
                <Th>{t("list.discrimination")}</Th>
                <Th>{t("item.delta")}</Th>
              </tr>
            </TableHead>
            <TableBody>
              {languages.map((l) => (
                <tr key={l.language} data-testid={`language-${l.language}`}>
                  <Td>{l.name}</Td>
                  <Td className="tabular-nums">{l.n}</Td>
                  <Td className="tabular-nums">{l.difficulty ?? t("list.notComputed")}</Td>
                  <Td className="tabular-nums">{l.discrimination ?? t("list.notComputed")}</Td>
                  <Td className="tabular-nums">{l.delta ?? t("list.notComputed")}</Td>
                </tr>
              ))}
            </TableBody>
          </Table>
        </figcaption>
      </figure>

      <h2 className="mt-8 text-lg font-semibold text-basalt-950">{t("item.optionsHeading")}</h2>
      <figure className="mt-3 grid grid-cols-[minmax(0,1fr)] gap-6 2xl:grid-cols-2 2xl:items-start">
        <GroupedBars
          label={t("item.optionsChart")}
          testId="options-chart"
          groups={options.map((o) => ({
            key: o.option,
            label: optionLabel(o),
            bars: o.byLanguage.map((b) => ({ language: b.language, value: b.rate, text: b.text })),
          }))}
        />
        <figcaption>
          <Table minWidth="18rem">
            <TableHead>
              <tr>
                <Th>{t("item.option")}</Th>
                {languages.map((l) => (
                  <Th key={l.language}>{l.name}</Th>
                ))}
                <Th>{t("item.all")}</Th>
              </tr>
            </TableHead>
            <TableBody>
              {options.map((o) => (
                <tr key={o.option}>
                  <Td className={o.keyed ? "font-semibold" : undefined}>{optionLabel(o)}</Td>
                  {o.byLanguage.map((b) => (
                    <Td key={b.language} className="tabular-nums">
                      {b.text}
                    </Td>
                  ))}
                  <Td className="tabular-nums">{o.all}</Td>
                </tr>
              ))}
              <tr>
                <Td>{t("item.omitted")}</Td>
                {omitted.byLanguage.map((b) => (
                  <Td key={b.language} className="tabular-nums">
                    {b.text}
                  </Td>
                ))}
                <Td className="tabular-nums">{omitted.all}</Td>
              </tr>
            </TableBody>
          </Table>
        </figcaption>
      </figure>
    </>
  );
}
