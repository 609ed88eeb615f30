import { CircleAlert } from "lucide-react";
import { Link } from "react-router";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";

/** What a mailed link that no longer works shows (password reset, email check): why, and where to go instead. */
export function DeadLinkCard({ text, action, to }: { text: string; action: string; to: string }) {
  return (
    <Card className="grid gap-4">
      <CircleAlert aria-hidden className="size-8 text-magma-700" />
      <p className="text-basalt-800">{text}</p>
      <Button asChild className="justify-self-start">
        <Link to={to}>{action}</Link>
      </Button>
    </Card>
  );
}
