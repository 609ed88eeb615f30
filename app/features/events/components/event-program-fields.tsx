import { CheckboxField, ChoiceGroup, Field, SelectField } from "~/components/ui/field";
import { agendaKeys, audienceKeys } from "~/features/events/event-types";
import { AGENDA_BLANK_ROWS, AGENDA_DAYS_MAX, AGENDA_ROWS_MAX, agendaField } from "~/features/events/forms";
import { useTranslation } from "~/lib/i18n/react";

/** How many agenda rows the editor shows: every row with something in it, then the blank ones. */
export function agendaRowCount(values: Record<string, string>): number {
  let filled = 0;
  for (let row = 0; row < AGENDA_ROWS_MAX; row++) {
    if ((["day", "time", "item"] as const).some((part) => values[agendaField(row, part)])) filled = row + 1;
  }
  return Math.min(AGENDA_ROWS_MAX, filled + AGENDA_BLANK_ROWS);
}

/**
 * The event editor's audience (a checkbox group of the known audiences) and agenda (numbered rows
 * of order, day, time and item, plus a Remove box): plain form fields, so adding (the blank rows),
 * removing and reordering (the numbers) work without JavaScript. `values` is what the form shows —
 * what was typed after a refused post, otherwise the stored event.
 */
export function EventProgramFields({
  values,
  error,
}: {
  values: Record<string, string>;
  error: (name: string) => string | null | undefined;
}) {
  const { t } = useTranslation("eventRegistration");
  const { t: tEvents } = useTranslation("events");
  const rows = agendaRowCount(values);
  const field = (row: number, part: "order" | "day" | "time" | "item" | "remove") => agendaField(row, part);
  return (
    <>
      <ChoiceGroup
        legend={t("admin.program.audience")}
        hint={t("admin.program.audienceHint")}
        error={error("audience")}
        name="audience"
        type="checkbox"
        options={audienceKeys.map((key) => ({ value: key, label: tEvents(`audiences.${key}`) }))}
        defaultValue={(values.audience ?? "").split(",").filter(Boolean)}
      />
      <fieldset className="grid gap-3" aria-describedby="agenda-rows-hint">
        <legend className="mb-1 text-sm font-medium text-basalt-900">{t("admin.program.agenda")}</legend>
        <p id="agenda-rows-hint" className="-mt-1 text-sm text-basalt-600">
          {t("admin.program.agendaHint")}
        </p>
        <ol className="grid gap-3">
          {Array.from({ length: rows }, (_, row) => (
            <li key={row}>
              <fieldset className="grid grid-cols-2 gap-3 rounded-lg border border-basalt-200 p-3 sm:grid-cols-[5rem_5rem_9rem_minmax(0,1fr)_auto] sm:items-start [&>*]:min-w-0">
                <legend className="px-1 text-sm font-semibold text-basalt-900">
                  {t("admin.program.row", { n: row + 1 })}
                </legend>
                <Field
                  label={t("admin.program.order")}
                  error={error(field(row, "order"))}
                  inputProps={{
                    id: `event-${field(row, "order")}`,
                    name: field(row, "order"),
                    inputMode: "numeric",
                    maxLength: 2,
                    defaultValue: values[field(row, "order")] ?? String(row + 1),
                  }}
                />
                <Field
                  label={t("admin.program.day")}
                  error={error(field(row, "day"))}
                  inputProps={{
                    id: `event-${field(row, "day")}`,
                    name: field(row, "day"),
                    inputMode: "numeric",
                    maxLength: 2,
                    title: `1–${AGENDA_DAYS_MAX}`,
                    defaultValue: values[field(row, "day")] ?? "",
                  }}
                />
                <Field
                  label={t("admin.program.time")}
                  error={error(field(row, "time"))}
                  className="col-span-2 sm:col-span-1"
                  inputProps={{
                    id: `event-${field(row, "time")}`,
                    name: field(row, "time"),
                    type: "time",
                    defaultValue: values[field(row, "time")] ?? "",
                  }}
                />
                <SelectField
                  label={t("admin.program.item")}
                  error={error(field(row, "item"))}
                  className="col-span-2 sm:col-span-1"
                  placeholder={t("admin.program.noItem")}
                  options={agendaKeys.map((key) => ({ value: key, label: tEvents(`agenda.${key}`) }))}
                  selectProps={{
                    id: `event-${field(row, "item")}`,
                    name: field(row, "item"),
                    defaultValue: values[field(row, "item")] ?? "",
                  }}
                />
                <CheckboxField
                  label={t("admin.program.remove")}
                  className="col-span-2 sm:col-span-1 sm:mt-9"
                  inputProps={{
                    id: `event-${field(row, "remove")}`,
                    name: field(row, "remove"),
                    defaultChecked: values[field(row, "remove")] === "on",
                  }}
                />
              </fieldset>
            </li>
          ))}
        </ol>
      </fieldset>
    </>
  );
}
