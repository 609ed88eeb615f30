/** Staff's internal notes on a case (an application, a complaint), newest last: who wrote each and when. */
export function StaffNotes({
  notes,
  empty,
  someone,
}: {
  notes: readonly { id: string; by: string | null; date: string; text: string }[];
  /** Said when there is no note yet. */
  empty: string;
  /** The name shown for a note whose author's account is gone. */
  someone: string;
}) {
  if (notes.length === 0) return <p className="mt-2 text-basalt-700">{empty}</p>;
  return (
    <ul className="mt-3 grid gap-3">
      {notes.map((n) => (
        <li key={n.id} className="rounded-lg border border-basalt-200 bg-white p-4">
          <p className="text-sm text-basalt-700">{`${n.by ?? someone} · ${n.date}`}</p>
          <p className="mt-1 whitespace-pre-line text-basalt-900">{n.text}</p>
        </li>
      ))}
    </ul>
  );
}
