/** An application's referees, their answers, and the form to ask another one in place of one who has not answered. */
import { Form } from "react-router";
import { FormAlert } from "~/components/forms/form-status";
import { Button } from "~/components/ui/button";
import { Field, SelectField } from "~/components/ui/field";
import { useFormReply } from "~/lib/forms/submission";
import { languages } from "~/lib/i18n/languages";
import { useTranslation } from "~/lib/i18n/react";
import { useErrorText } from "~/lib/i18n/use-error-text";

export type RefereeLine = {
  id: string;
  refereeName: string;
  employer: string;
  answer: "confirmed" | "disputed" | null;
  replaced: boolean;
  expiresAt: string;
};

export function RefereeList({ referees, open }: { referees: RefereeLine[]; open: boolean }) {
  const { t } = useTranslation("applications");
  const err = useErrorText("applications");
  const replaceReply = useFormReply("replaceReferee");
  return (
    <div>
      <h3 className="font-semibold text-basalt-950">{t("dashboard.referees")}</h3>
      <ul className="grid gap-3">
        {referees.map((r) => (
          <li key={r.id} className="grid gap-2">
            <span>
              {r.refereeName} ({r.employer}):{" "}
              {r.replaced
                ? t("dashboard.refereeReplacedNote")
                : r.answer === "confirmed"
                  ? t("dashboard.refereeConfirmed")
                  : r.answer === "disputed"
                    ? t("dashboard.refereeDisputed")
                    : t("dashboard.refereePending")}
            </span>
            {open && !r.answer && !r.replaced ? (
              <details>
                <summary className="cursor-pointer text-sm font-medium">{t("dashboard.replace")}</summary>
                <Form method="post" className="mt-2 grid gap-3">
                  <h4 className="font-medium">{t("dashboard.replaceHeading", { employer: r.employer })}</h4>
                  <input type="hidden" name="intent" value="replaceReferee" />
                  <input type="hidden" name="requestId" value={r.id} />
                  <FormAlert message={replaceReply.values.requestId === r.id ? err(replaceReply.formError) : null} />
                  <Field
                    label={t("apply.experience.refereeName")}
                    error={replaceReply.values.requestId === r.id ? err(replaceReply.fieldErrors.refereeName) : null}
                    inputProps={{
                      name: "refereeName",
                      required: true,
                      defaultValue: replaceReply.values.requestId === r.id ? replaceReply.values.refereeName : "",
                    }}
                  />
                  <Field
                    label={t("apply.experience.refereeEmail")}
                    error={replaceReply.values.requestId === r.id ? err(replaceReply.fieldErrors.refereeEmail) : null}
                    inputProps={{
                      name: "refereeEmail",
                      type: "email",
                      required: true,
                      defaultValue: replaceReply.values.requestId === r.id ? replaceReply.values.refereeEmail : "",
                    }}
                  />
                  <SelectField
                    label={t("apply.experience.refereeLanguage")}
                    options={languages.map((l) => ({ value: l.code, label: l.name }))}
                    selectProps={{ name: "refereeLanguage", defaultValue: "en" }}
                  />
                  <Button type="submit" variant="secondary">
                    {t("dashboard.replace")}
                  </Button>
                </Form>
              </details>
            ) : null}
          </li>
        ))}
      </ul>
    </div>
  );
}
