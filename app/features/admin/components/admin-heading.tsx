/** The h2 and one-sentence lead every admin page opens with (the layout holds the h1). */
export function AdminHeading({ title, text }: { title: string; text: string }) {
  return (
    <>
      <h2 className="text-2xl font-semibold text-basalt-950">{title}</h2>
      <p className="mt-1 max-w-2xl text-basalt-700">{text}</p>
    </>
  );
}
