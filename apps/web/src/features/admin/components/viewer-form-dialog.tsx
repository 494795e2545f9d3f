// A console dialog holding a small form (block with a reason, grant days): the fields, Cancel and
// the action. While it runs the dialog cannot be dismissed; a refusal shows inside it.
import type { FormEvent, ReactNode } from 'react';
import { Button } from '@/ui/button.tsx';
import { Modal } from '@/ui/modal.tsx';

export function ViewerFormDialog({
  open,
  onClose,
  onSubmit,
  title,
  intro,
  isPending,
  error,
  labels,
  children,
}: {
  open: boolean;
  onClose(): void;
  onSubmit(): void;
  title: string;
  intro: string;
  isPending: boolean;
  error: string | null;
  labels: { cancel: string; confirm: string; pending: string };
  children: ReactNode;
}) {
  const close = () => {
    if (!isPending) onClose();
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!isPending) onSubmit();
  };
  return (
    <Modal open={open} onClose={close} title={title}>
      <form noValidate onSubmit={submit} className="grid gap-4">
        <p className="text-white/85">{intro}</p>
        {children}
        {error && (
          <p role="alert" className="text-sm text-brand-2">
            {error}
          </p>
        )}
        <div className="flex justify-end gap-3 pt-1">
          <Button variant="ghost" onClick={close} disabled={isPending}>
            {labels.cancel}
          </Button>
          <Button type="submit" disabled={isPending} aria-busy={isPending || undefined}>
            {isPending ? labels.pending : labels.confirm}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
