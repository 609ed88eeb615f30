import { useEffect, useRef, useState } from "react";
import { fileOverLimit, type UploadLimit } from "./limits";

/**
 * The browser's size check of a file input, before anything is sent: `tooLarge` once a chosen file is
 * over the feature's limit, and the form is not submitted while it is (the other fields stay as typed;
 * the page shows its own message as the field's error). Without JavaScript the server refuses the
 * file with the same message.
 */
export function useUploadCheck(limit: UploadLimit) {
  const ref = useRef<HTMLInputElement>(null);
  const [tooLarge, setTooLarge] = useState(false);
  useEffect(() => {
    const input = ref.current;
    const form = input?.form;
    if (!input || !form) return;
    // On the form itself, so it runs before React's handlers (React Router's submission, a page's own
    // upload script) and keeps them from seeing the submit at all.
    const onSubmit = (event: SubmitEvent) => {
      if (!fileOverLimit(input, limit)) return;
      event.preventDefault();
      event.stopPropagation();
      setTooLarge(true);
      input.focus();
    };
    form.addEventListener("submit", onSubmit);
    return () => form.removeEventListener("submit", onSubmit);
  }, [limit]);
  // For files set without a change event (dropped on the page).
  const check = (input: HTMLInputElement | null) => setTooLarge(fileOverLimit(input, limit));
  const onChange = (event: React.ChangeEvent<HTMLInputElement>) => check(event.currentTarget);
  return { ref, tooLarge, onChange, check };
}
