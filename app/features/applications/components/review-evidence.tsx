/**
 * The evidence and checklist of one case on /staff/applications/:id (decision 044): plain data from the loader,
 * dates and sizes already in the viewer's language. Documents link to the one document route, which serves them to
 * staff with a review duty and to the applicant only.
 */
import { CircleCheck, CircleMinus, CircleX } from "lucide-react";
import { useTranslation } from "~/lib/i18n/react";
import { Badge } from "~/components/ui/badge";
import { Card } from "~/components/ui/card";
import type { ChecklistItemKey, ChecklistStatus } from "../checklist";
import type { ApplicationDocumentKind, RefereeAnswer } from "../schema";

export type EvidenceView = {
  education: { label: string; institution: string; completed: string; documentId: string | null } | null;
  experience: Array<{
    id: string;
    employer: string;
    role: string;
    start: string;
    end: string | null;
    hours: number;
    duties: string;
    requests: Array<{
      id: string;
      name: string;
      email: string;
      sent: string;
      answer: RefereeAnswer | null;
      replaced: boolean;
      comment: string | null;
    }>;
  }>;
  monthsCounted: number;
  training: Array<{ id: string; title: string; provider: string; hours: number; completed: string }>;
  prerequisite: { id: string; activeAndHeld: boolean } | null;
  documents: Array<{ id: string; kind: ApplicationDocumentKind; name: string; size: string }>;
  audit: { audited: boolean; due: string | null; received: string | null };
  invoice: { number: string; status: "open" | "paid" | "refunded" | "void" } | null;
};

export type ChecklistView = {
  passes: boolean;
  items: Array<{ key: ChecklistItemKey; status: ChecklistStatus; values: Record<string, string | number> }>;
};

const heading = "text-lg font-semibold text-basalt-950";
const link = "font-medium text-mineral-700 underline underline-offset-4 hover:text-mineral-800";

export function ReviewChecklist({
  checklist,
  valueLabels,
}: {
  checklist: ChecklistView;
  valueLabels: Record<string, string>;
}) {
  const { t } = useTranslation("review");
  const icon = { met: CircleCheck, notMet: CircleX, notApplicable: CircleMinus };
  return (
    <Card>
      <h2 className={heading}>{t("case.checklistHeading")}</h2>
      <p className="mt-1 text-sm text-basalt-700">{t("case.checklistText")}</p>
      <ul className="mt-4 grid gap-2">
        {checklist.items.map((item) => {
          const Icon = icon[item.status];
          const values = Object.fromEntries(
            Object.entries(item.values).map(([k, v]) => [k, typeof v === "string" ? (valueLabels[v] ?? v) : v]),
          );
          return (
            <li key={item.key} className="flex flex-wrap items-center gap-2">
              <Icon
                aria-hidden
                className={
                  item.status === "met"
                    ? "size-5 text-mineral-700"
                    : item.status === "notMet"
                      ? "size-5 text-magma-700"
                      : "size-5 text-basalt-600"
                }
              />
              <span className="text-basalt-900">{t(`case.items.${item.key}`, values)}</span>
              <Badge tone={item.status === "met" ? "mineral" : item.status === "notMet" ? "magma" : "neutral"}>
                {t(`case.status.${item.status}`)}
              </Badge>
            </li>
          );
        })}
      </ul>
      <p className="mt-4 font-medium text-basalt-900">
        {t(checklist.passes ? "case.checklistPasses" : "case.checklistFails")}
      </p>
    </Card>
  );
}

export function ReviewEvidence({ evidence }: { evidence: EvidenceView }) {
  const { t } = useTranslation("review");
  const documentHref = (id: string) => `/account/certification/documents/${id}`;
  const answerOf = (r: EvidenceView["experience"][number]["requests"][number]) =>
    r.replaced ? "replaced" : (r.answer ?? "pending");
  return (
    <Card>
      <h2 className={heading}>{t("case.evidenceHeading")}</h2>
      <h3 className="mt-4 font-semibold text-basalt-950">{t("case.education")}</h3>
      {evidence.education ? (
        <p className="mt-1 text-basalt-900">
          {t("case.educationLine", {
            education: evidence.education.label,
            institution: evidence.education.institution,
            date: evidence.education.completed,
          })}
        </p>
      ) : (
        <p className="mt-1 text-basalt-700">{t("case.noEducation")}</p>
      )}

      <h3 className="mt-5 font-semibold text-basalt-950">{t("case.experience")}</h3>
      <p className="mt-1 text-sm text-basalt-700">{t("case.monthsCounted", { count: evidence.monthsCounted })}</p>
      {evidence.experience.length === 0 ? (
        <p className="mt-1 text-basalt-700">{t("case.noExperience")}</p>
      ) : (
        <ul className="mt-2 grid gap-3">
          {evidence.experience.map((entry) => (
            <li key={entry.id} className="rounded-lg border border-basalt-200 p-3">
              <p className="font-medium text-basalt-950">
                {t("case.experienceLine", { role: entry.role, employer: entry.employer })}
              </p>
              <p className="text-sm text-basalt-700">
                {t("case.period", { start: entry.start, end: entry.end ?? t("case.ongoing"), hours: entry.hours })}
              </p>
              {entry.duties ? (
                <p className="mt-1 text-sm whitespace-pre-line text-basalt-800">{`${t("case.duties")}: ${entry.duties}`}</p>
              ) : null}
              <ul className="mt-2 grid gap-1">
                {entry.requests.map((r) => (
                  <li key={r.id} className="text-sm">
                    <span className="text-basalt-800">
                      {`${t("case.referee")}: ${t("case.refereeLine", { name: r.name, email: r.email, date: r.sent })} `}
                    </span>
                    <Badge
                      tone={
                        r.answer === "confirmed" && !r.replaced
                          ? "mineral"
                          : r.answer === "disputed"
                            ? "magma"
                            : "neutral"
                      }
                    >
                      {t(`case.answer.${answerOf(r)}`)}
                    </Badge>
                    {r.comment ? (
                      <span className="mt-1 block whitespace-pre-line text-basalt-800">{`${t("case.refereeComment")}: ${r.comment}`}</span>
                    ) : null}
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
      )}

      <h3 className="mt-5 font-semibold text-basalt-950">{t("case.training")}</h3>
      {evidence.training.length === 0 ? (
        <p className="mt-1 text-basalt-700">{t("case.noTraining")}</p>
      ) : (
        <ul className="mt-1 grid gap-1 text-basalt-900">
          {evidence.training.map((entry) => (
            <li key={entry.id}>
              {t("case.trainingLine", {
                title: entry.title,
                provider: entry.provider,
                hours: entry.hours,
                date: entry.completed,
              })}
            </li>
          ))}
        </ul>
      )}

      <h3 className="mt-5 font-semibold text-basalt-950">{t("case.prerequisite")}</h3>
      <p className="mt-1 text-basalt-900">
        {evidence.prerequisite
          ? t(evidence.prerequisite.activeAndHeld ? "case.prerequisiteHeld" : "case.prerequisiteNotHeld", {
              id: evidence.prerequisite.id,
            })
          : t("case.noPrerequisite")}
      </p>

      <h3 className="mt-5 font-semibold text-basalt-950">{t("case.documents")}</h3>
      {evidence.documents.length === 0 ? (
        <p className="mt-1 text-basalt-700">{t("case.noDocuments")}</p>
      ) : (
        <ul className="mt-1 grid gap-1">
          {evidence.documents.map((d) => (
            <li key={d.id}>
              <a href={documentHref(d.id)} className={link}>
                {t("case.documentLink", { name: d.name, kind: t(`case.documentKinds.${d.kind}`), size: d.size })}
              </a>
            </li>
          ))}
        </ul>
      )}

      <h3 className="mt-5 font-semibold text-basalt-950">{t("case.audit")}</h3>
      <p className="mt-1 text-basalt-900">
        {!evidence.audit.audited
          ? t("case.notAudited")
          : evidence.audit.received
            ? t("case.auditReceived", { date: evidence.audit.received })
            : t("case.auditDue", { date: evidence.audit.due ?? "" })}
      </p>

      <h3 className="mt-5 font-semibold text-basalt-950">{t("case.invoice")}</h3>
      <p className="mt-1 text-basalt-900">
        {evidence.invoice
          ? t("case.invoiceLine", {
              number: evidence.invoice.number,
              status: t(`case.invoiceStatus.${evidence.invoice.status}`),
            })
          : t("case.noInvoice")}
      </p>
    </Card>
  );
}
