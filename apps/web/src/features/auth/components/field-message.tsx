import { cn } from '@/ui/cn.ts';

/** The line under a field: an error (announced) or a quiet hint. */
export function FieldMessage({ id, error, className }: { id: string; error?: string | null; className?: string }) {
  if (!error) return null;
  return (
    <p id={id} role="alert" className={cn('mt-2 text-sm text-brand-2', className)}>
      {error}
    </p>
  );
}
