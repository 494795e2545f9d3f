// A confirmation before a destructive action: the question, Cancel, and the action. While the
// action runs the dialog stays open and cannot be dismissed; a refusal shows inside it. Screens
// word everything (their own i18n) and decide what happens on success.
import { Button } from './button.tsx';
import { Modal } from './modal.tsx';

export interface ConfirmDialogViewProps {
  open: boolean;
  onClose(): void;
  onConfirm(): void;
  title: string;
  question: string;
  isPending: boolean;
  /** Shown as an alert under the question. */
  error?: string | null;
  labels: { cancel: string; confirm: string; pending: string };
}

export function ConfirmDialogView({ open, onClose, onConfirm, title, question, isPending, error, labels }: ConfirmDialogViewProps) {
  const close = () => {
    if (!isPending) onClose();
  };
  return (
    <Modal open={open} onClose={close} title={title}>
      <p className="text-white/85">{question}</p>
      {error && (
        <p role="alert" className="mt-3 text-sm text-brand-2">
          {error}
        </p>
      )}
      <div className="flex justify-end gap-3 pt-5">
        <Button variant="ghost" onClick={close} disabled={isPending}>
          {labels.cancel}
        </Button>
        <Button onClick={() => open && !isPending && onConfirm()} disabled={isPending} aria-busy={isPending || undefined}>
          {isPending ? labels.pending : labels.confirm}
        </Button>
      </div>
    </Modal>
  );
}
