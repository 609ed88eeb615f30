import { LogIn } from "lucide-react";
import { Link } from "react-router";
import { Button } from "~/components/ui/button";
import { signInPath } from "~/lib/http/paths";

/** For signed-out visitors where a form would be: a sentence and a sign-in link that comes back here. */
export function SignInPrompt({ text, button, next }: { text: string; button: string; next: string }) {
  return (
    <div className="grid justify-items-start gap-3 rounded-lg bg-steam-100 p-5">
      <p className="text-basalt-800">{text}</p>
      <Button asChild variant="secondary" size="sm">
        <Link to={signInPath(next)}>
          <LogIn aria-hidden />
          {button}
        </Link>
      </Button>
    </div>
  );
}
