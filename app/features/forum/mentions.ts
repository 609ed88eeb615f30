/**
 * `@name` mentions (decision 027): `@` then a member's display name exactly as shown (any case),
 * spaces included — "@Ana Lima, could you…". A name is up to MAX_NAME_WORDS words; the longest name
 * that follows the `@` and belongs to exactly one member wins. A name two members share mentions
 * nobody (the autocomplete shows both; the writer adds the one they mean to the discussion some other
 * way). Shared by the server (who is mentioned) and the browser (what the autocomplete completes).
 */
export const MAX_NAME_WORDS = 5;
export const MAX_MENTIONS = 10;

/** The text after each `@` that starts a mention (at the start or after a non-word character). */
export function mentionSnippets(body: string): string[] {
  const snippets: string[] = [];
  for (const match of body.matchAll(/(?:^|[^\p{L}\p{N}_@])@(?=[\p{L}\p{N}])/gu)) {
    const start = match.index + match[0].length;
    snippets.push(body.slice(start, start + 120).split("\n")[0]!);
    if (snippets.length >= MAX_MENTIONS * 2) break;
  }
  return snippets;
}

/** The names a snippet could mean, longest first, lower-cased ("ana lima, could" → "ana lima", "ana"…). */
export function candidateNames(snippet: string): string[] {
  const words = snippet.split(/\s+/).filter(Boolean).slice(0, MAX_NAME_WORDS);
  const names: string[] = [];
  for (let n = words.length; n >= 1; n -= 1) {
    const name = words.slice(0, n).join(" ").toLowerCase();
    const trimmed = name.replace(/[\p{P}\p{S}]+$/u, "");
    if (trimmed && !names.includes(trimmed)) names.push(trimmed);
    if (name !== trimmed && !names.includes(name)) names.push(name);
  }
  return names;
}

/** The `@name` being typed at the caret, if any: where it starts and what is typed after the `@`. */
export function mentionAtCaret(text: string, caret: number): { start: number; query: string } | null {
  const before = text.slice(0, caret);
  const at = before.lastIndexOf("@");
  if (at < 0) return null;
  if (at > 0 && /[\p{L}\p{N}_@]/u.test(before[at - 1]!)) return null;
  const query = before.slice(at + 1);
  if (query.length > 60 || query.includes("\n") || query.split(/\s+/).length > MAX_NAME_WORDS) return null;
  return { start: at, query };
}
