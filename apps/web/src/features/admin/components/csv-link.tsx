// A console list's "Download CSV": a same-origin link (the session cookie signs it) that saves the
// file the server streams.
import { Download } from 'lucide-react';

export function CsvLink({ href, label }: { href: string; label: string }) {
  return (
    <a
      href={href}
      download
      className="inline-flex h-10 items-center gap-2 rounded-lg bg-white/10 px-4 text-sm font-semibold hover:bg-white/20 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-2"
    >
      <Download aria-hidden="true" className="size-4" />
      {label}
    </a>
  );
}
