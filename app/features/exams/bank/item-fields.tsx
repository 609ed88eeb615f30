/**
 * The fields of an item's English text and its frame (level, domain, answers, case study, options and key), shared
 * by the new-item page and a draft's page. Plain inputs posted as `optionText0…5`, `optionId0…5` and `key`
 * checkboxes (forms.ts), so the form works without JavaScript; a refused post puts back what was typed.
 */
import { frameworkDomains, frameworkLevels } from "~/content/framework";
import { ChoiceGroup, FieldError, inputClass, SelectField, TextareaField } from "~/components/ui/field";
import type { FormReply } from "~/lib/forms/submission";
import { useTranslation } from "~/lib/i18n/react";
import { useErrorText } from "~/lib/i18n/use-error-text";

import { itemTypes, type ItemOption } from "../items/model";
import { OPTION_LETTERS, OPTION_ROWS } from "./forms";

export type ItemFieldValues = {
  level: string;
  domain: string;
  type: string;
  caseId: string;
  stem: string;
  rationale: string;
  options: readonly ItemOption[];
  key: readonly string[];
};

export function ItemFields({
  reply,
  initial,
  levelNames,
  cases,
}: {
  reply: FormReply;
  initial: ItemFieldValues;
  levelNames: Record<string, string>;
  cases: readonly { id: string; scenario: string }[];
}) {
  const { t } = useTranslation("examBank");
  const { t: tc } = useTranslation("common");
  const err = useErrorText("examBank");
  const typed = reply.values;
  const value = (name: keyof ItemFieldValues & string) => typed[name] ?? (initial[name] as string);
  const keyTyped = typed.key !== undefined || reply.intent !== "" ? (typed.key ?? "").split(",") : initial.key;
  const rows = Array.from({ length: OPTION_ROWS }, (_, i) => {
    const option = initial.options[i];
    return {
      index: i,
      id: typed[`optionId${i}`] || option?.id || OPTION_LETTERS[i]!,
      text: typed[`optionText${i}`] ?? option?.text ?? "",
    };
  });
  return (
    <div className="grid gap-5">
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          label={t("item.level")}
          error={err(reply.fieldErrors.level)}
          options={frameworkLevels.map((level) => ({ value: level, label: levelNames[level] ?? level }))}
          selectProps={{ id: "item-level", name: "level", defaultValue: value("level"), required: true }}
        />
        <SelectField
          label={t("item.domain")}
          error={err(reply.fieldErrors.domain)}
          options={frameworkDomains.map((domain) => ({ value: domain, label: tc(`skills.${domain}`) }))}
          selectProps={{ id: "item-domain", name: "domain", defaultValue: value("domain"), required: true }}
        />
      </div>
      <ChoiceGroup
        legend={t("item.type")}
        name="type"
        type="radio"
        required
        error={err(reply.fieldErrors.type)}
        defaultValue={value("type")}
        options={itemTypes.map((type) => ({ value: type, label: t(`types.${type}`) }))}
      />
      <SelectField
        label={t("item.caseId")}
        hint={t("item.caseHint")}
        error={err(reply.fieldErrors.caseId)}
        placeholder={t("item.noCase")}
        options={cases.map((study) => ({
          value: study.id,
          label: `${study.id}: ${study.scenario.length > 60 ? `${study.scenario.slice(0, 57)}…` : study.scenario}`,
        }))}
        selectProps={{ id: "item-case", name: "caseId", defaultValue: value("caseId") }}
      />
      <TextareaField
        label={t("item.stem")}
        error={err(reply.fieldErrors.stem)}
        textareaProps={{
          id: "item-stem",
          name: "stem",
          defaultValue: value("stem"),
          required: true,
          rows: 4,
          lang: "en",
        }}
      />
      <fieldset className="grid gap-3" aria-describedby="item-options-hint">
        <legend className="mb-1 text-sm font-medium text-basalt-900">{t("item.options")}</legend>
        <p id="item-options-hint" className="-mt-1 text-sm text-basalt-600">
          {t("item.optionsHint")}
        </p>
        {rows.map((row) => {
          const letter = OPTION_LETTERS[row.index]!;
          return (
            <div key={row.index} className="grid gap-2 sm:grid-cols-[1fr_auto] sm:items-center">
              <input type="hidden" name={`optionId${row.index}`} value={row.id} />
              <label className="grid gap-1">
                <span className="text-sm text-basalt-800">{t("item.option", { letter })}</span>
                <input
                  name={`optionText${row.index}`}
                  defaultValue={row.text}
                  maxLength={1000}
                  lang="en"
                  className={inputClass}
                  aria-invalid={reply.fieldErrors.options ? true : undefined}
                />
              </label>
              <label className="flex items-center gap-2 text-sm text-basalt-900 sm:mt-5">
                <input
                  type="checkbox"
                  name="key"
                  value={row.id}
                  defaultChecked={keyTyped.includes(row.id)}
                  className="size-4 accent-mineral-700"
                />
                {t("item.correct", { letter })}
              </label>
            </div>
          );
        })}
        <FieldError message={err(reply.fieldErrors.options) ?? err(reply.fieldErrors.key)} />
      </fieldset>
      <TextareaField
        label={t("item.rationale")}
        hint={t("item.rationaleHint")}
        error={err(reply.fieldErrors.rationale)}
        textareaProps={{
          id: "item-rationale",
          name: "rationale",
          defaultValue: value("rationale"),
          rows: 3,
          lang: "en",
        }}
      />
    </div>
  );
}
