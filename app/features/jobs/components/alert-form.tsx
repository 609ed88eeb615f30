import { BellPlus } from "lucide-react";
import { useTranslation } from "~/lib/i18n/react";
import { Form, Link } from "react-router";
import { FormAlert, FormSuccess } from "~/components/forms/form-status";
import { Button } from "~/components/ui/button";
import { Field, SelectField } from "~/components/ui/field";
import { useFormReply } from "~/lib/forms/submission";
import { useErrorText } from "~/lib/i18n/use-error-text";
import { alertFrequencies } from "~/features/jobs/alerts";

/**
 * "Save this search as an alert": the board's current filters travel as hidden fields (the search
 * the visitor sees is the one saved). A guest gives an address, confirmed by mail before anything
 * is sent; a member's alert goes to their account's address.
 */
export function AlertForm({ filterQuery, signedIn }: { filterQuery: string; signedIn: boolean }) {
  const { t } = useTranslation("jobAlerts");
  const err = useErrorText("jobAlerts");
  const reply = useFormReply("alert");
  const filters = [...new URLSearchParams(filterQuery)];
  return (
    <section
      aria-labelledby="alert-heading"
      className="mt-10 rounded-xl border border-basalt-200 bg-steam-50 p-5 sm:p-6"
    >
      <h2 id="alert-heading" className="flex items-center gap-2 text-xl font-bold text-basalt-950">
        <BellPlus aria-hidden className="size-5 text-magma-700" />
        {t("save.heading")}
      </h2>
      <p className="mt-2 text-basalt-700">{t("save.lead")}</p>
      <Form method="post" preventScrollReset className="mt-4 grid gap-4 sm:grid-cols-2 sm:items-end">
        <input type="hidden" name="intent" value="alert" />
        {filters.map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        <FormSuccess form="alert" className="sm:col-span-2" />
        <FormAlert message={err(reply.formError, reply.formErrorValues)} className="sm:col-span-2" />
        <SelectField
          label={t("save.frequency")}
          options={alertFrequencies.map((f) => ({ value: f, label: t(`frequencies.${f}`) }))}
          error={err(reply.fieldErrors.frequency)}
          selectProps={{ id: "alert-frequency", name: "frequency", defaultValue: reply.values.frequency ?? "daily" }}
        />
        {signedIn ? null : (
          <Field
            label={t("save.email")}
            hint={t("save.emailHint")}
            error={err(reply.fieldErrors.email)}
            inputProps={{
              id: "alert-email",
              name: "email",
              type: "email",
              autoComplete: "email",
              required: true,
              maxLength: 254,
              defaultValue: reply.values.email ?? "",
            }}
          />
        )}
        <div className="flex flex-wrap items-center gap-4 sm:col-span-2">
          <Button type="submit">{t("save.submit")}</Button>
          {signedIn ? (
            <>
              <span className="text-sm text-basalt-700">{t("save.memberNote")}</span>
              <Link to="/community/jobs/alerts" className="font-semibold text-mineral-800 underline underline-offset-4">
                {t("save.manage")}
              </Link>
            </>
          ) : null}
        </div>
      </Form>
    </section>
  );
}
