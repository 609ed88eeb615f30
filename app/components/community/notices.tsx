import { CheckCircle2, LogIn } from "lucide-react";
import { Link } from "react-router";
import { Button } from "~/components/ui/button";
import { FieldError } from "~/components/ui/field";

/** The outcome of a form: a polite status, or an alert for an error (mentorship, directory, chapters). */
export function Notice({ done, error }: { done?: string | null; error?: string | null }) {
  if (error) {
    return (
      <div role="alert" className="rounded-lg border border-magma-200 bg-magma-50 p-3">
        <FieldError message={error} />
      </div>
    );
  }
  if (!done) return null;
  return (
    <p role="status" className="flex items-center gap-2 rounded-lg bg-mineral-50 p-3 font-medium text-mineral-800">
      <CheckCircle2 aria-hidden className="size-4 shrink-0" />
      {done}
    </p>
  );
}

/** For signed-out visitors where a form would be: a sentence and a sign-in link that comes back here. */
export function SignInPrompt({ text, button, next }: { text: string; button: string; next: string }) {
  return (
    <div className="grid justify-items-start gap-3 rounded-lg bg-steam-100 p-5">
      <p className="text-basalt-800">{text}</p>
      <Button asChild variant="secondary" size="sm">
        <Link to={`/auth?next=${encodeURIComponent(next)}`}>
          <LogIn aria-hidden />
          {button}
        </Link>
      </Button>
    </div>
  );
}
