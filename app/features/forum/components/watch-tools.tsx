import { Bell, BellOff, BellRing } from "lucide-react";
import { useTranslation } from "~/lib/i18n/react";
import { Form } from "react-router";
import { FormSuccess } from "~/components/forms/form-status";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";

/** Watch or mute a discussion (signed-in readers): two small forms, working without JavaScript. */
export function WatchTools({ watch }: { watch: "watch" | "mute" | "none" }) {
  const { t } = useTranslation("forum");
  const state = watch === "watch" ? "watching" : watch === "mute" ? "muted" : "none";
  return (
    <Card className="grid gap-3 p-4" aria-labelledby="watch-heading">
      <FormSuccess form="watch" />
      <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
        <h2 id="watch-heading" className="flex items-center gap-2 text-base font-semibold text-basalt-950">
          {watch === "mute" ? <BellOff aria-hidden className="size-4" /> : <Bell aria-hidden className="size-4" />}
          {t("watch.heading")}
        </h2>
        <p className="text-sm text-basalt-700">{t(`watch.${state}`)}</p>
        <div className="flex flex-wrap gap-2 sm:ml-auto">
          <Form method="post" preventScrollReset>
            <input type="hidden" name="intent" value={watch === "watch" ? "unwatch" : "watch"} />
            <Button type="submit" variant="secondary" size="sm">
              <BellRing aria-hidden />
              {watch === "watch" ? t("watch.unwatch") : t("watch.watch")}
            </Button>
          </Form>
          <Form method="post" preventScrollReset>
            <input type="hidden" name="intent" value={watch === "mute" ? "unwatch" : "mute"} />
            <Button type="submit" variant="ghost" size="sm">
              <BellOff aria-hidden />
              {watch === "mute" ? t("watch.unmute") : t("watch.mute")}
            </Button>
          </Form>
        </div>
      </div>
    </Card>
  );
}

/** Watch the category shown in the discussion list (signed-in members). */
export function CategoryWatch({ categoryId, watching, name }: { categoryId: string; watching: boolean; name: string }) {
  const { t } = useTranslation("forum");
  return (
    <div className="mt-3 grid gap-2">
      <FormSuccess form="category-watch" />
      <Form method="post" className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <input type="hidden" name="intent" value={watching ? "unwatchCategory" : "watchCategory"} />
        <input type="hidden" name="categoryId" value={categoryId} />
        <Button type="submit" variant="secondary" size="sm">
          <BellRing aria-hidden />
          {watching ? t("watch.unwatchCategory", { category: name }) : t("watch.watchCategory", { category: name })}
        </Button>
        <span className="text-sm text-basalt-700">{t("watch.categoryHint")}</span>
      </Form>
    </div>
  );
}
