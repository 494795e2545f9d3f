// A confirmation before a destructive console action (revoke a role, remove a hero slide, remove a
// promo clip): the question, Cancel, and the action, which runs `mutation` with `variables`. While it
// runs the dialog stays; the server's answer is a toast on success, and its refusal shows in the dialog.
import { toast } from 'sonner';
import { useTranslation } from 'react-i18next';
import type { UseMutationResult } from '@tanstack/react-query';
import { Button } from '@/ui/button.tsx';
import { Modal } from '@/ui/modal.tsx';
import { errorMessage, translateMessage } from '../lib/server-message.ts';

export interface ConfirmDialogProps<TData, TVariables> {
  open: boolean;
  onClose(): void;
  title: string;
  question: string;
  mutation: UseMutationResult<TData, unknown, TVariables>;
  variables: TVariables;
  labels: { cancel: string; confirm: string; pending: string };
}

export function ConfirmDialog<TData, TVariables>({ open, onClose, title, question, mutation, variables, labels }: ConfirmDialogProps<TData, TVariables>) {
  const { t } = useTranslation('admin');
  const close = () => {
    if (mutation.isPending) return;
    mutation.reset();
    onClose();
  };
  const confirm = () => {
    if (!open || mutation.isPending) return;
    mutation.mutate(variables, {
      onSuccess: (result) => {
        toast.success(translateMessage(t, (result as { message?: string } | null)?.message));
        mutation.reset();
        onClose();
      },
    });
  };
  return (
    <Modal open={open} onClose={close} title={title}>
      <p className="text-white/85">{question}</p>
      {mutation.isError && (
        <p role="alert" className="mt-3 text-sm text-brand-2">
          {errorMessage(t, mutation.error)}
        </p>
      )}
      <div className="flex justify-end gap-3 pt-5">
        <Button variant="ghost" onClick={close} disabled={mutation.isPending}>
          {labels.cancel}
        </Button>
        <Button onClick={confirm} disabled={mutation.isPending} aria-busy={mutation.isPending || undefined}>
          {mutation.isPending ? labels.pending : labels.confirm}
        </Button>
      </div>
    </Modal>
  );
}
