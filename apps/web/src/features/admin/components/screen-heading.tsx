/** A console screen's title and one line about it. */
export function ScreenHeading({ title, intro }: { title: string; intro: string }) {
  return (
    <header className="mb-6">
      <h1 className="text-2xl font-bold md:text-3xl">{title}</h1>
      <p className="mt-1 text-sm text-muted">{intro}</p>
    </header>
  );
}
