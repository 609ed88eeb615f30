import { Lock, LockOpen, Pin, PinOff } from "lucide-react";
import { useTranslation } from "~/lib/i18n/react";
import { Form } from "react-router";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";

/** A moderator's pin and lock buttons on a discussion page. */
export function ModeratorTools({ pinned, locked }: { pinned: boolean; locked: boolean }) {
  const { t } = useTranslation("forum");
  return (
    <Card className="flex flex-wrap items-center gap-3 p-4">
      <h2 className="text-base font-semibold text-basalt-950">{t("discussion.moderatorTools")}</h2>
      <Form method="post" preventScrollReset>
        <input type="hidden" name="intent" value={pinned ? "unpin" : "pin"} />
        <Button type="submit" variant="secondary" size="sm">
          {pinned ? <PinOff aria-hidden /> : <Pin aria-hidden />}
          {pinned ? t("discussion.unpin") : t("discussion.pin")}
        </Button>
      </Form>
      <Form method="post" preventScrollReset>
        <input type="hidden" name="intent" value={locked ? "unlock" : "lock"} />
        <Button type="submit" variant="secondary" size="sm">
          {locked ? <LockOpen aria-hidden /> : <Lock aria-hidden />}
          {locked ? t("discussion.unlock") : t("discussion.lock")}
        </Button>
      </Form>
    </Card>
  );
}
