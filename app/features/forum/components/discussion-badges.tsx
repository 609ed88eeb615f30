import { CircleCheck, EyeOff, Lock, Pin } from "lucide-react";
import { useTranslation } from "~/lib/i18n/react";
import { Badge } from "~/components/ui/badge";

/**
 * The state of a discussion as badges (icon and word, never colour alone), in the same order and
 * tones on the forum list, the discussion page and the moderation table.
 */
export function DiscussionBadges({
  pinned,
  locked,
  answered = false,
  hidden = false,
}: {
  pinned: boolean;
  locked: boolean;
  answered?: boolean;
  hidden?: boolean;
}) {
  const { t } = useTranslation("forum");
  return (
    <>
      {pinned ? (
        <Badge tone="sulphur">
          <Pin aria-hidden />
          {t("list.pinned")}
        </Badge>
      ) : null}
      {locked ? (
        <Badge>
          <Lock aria-hidden />
          {t("list.locked")}
        </Badge>
      ) : null}
      {answered ? (
        <Badge tone="mineral">
          <CircleCheck aria-hidden />
          {t("list.answered")}
        </Badge>
      ) : null}
      {hidden ? (
        <Badge tone="magma">
          <EyeOff aria-hidden />
          {t("list.hidden")}
        </Badge>
      ) : null}
    </>
  );
}
