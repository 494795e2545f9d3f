// A confirmation before a destructive console action (revoke a role, remove a hero slide, remove a
// promo clip): the question, Cancel, and the action, which runs `mutation` with `variables`. While it
// runs the dialog stays; the server's answer is a toast on success, and its refusal shows in the dialog.
// The look and the dismissal rules are the UI kit's ConfirmDialogView (shared with the profile).
import { toast } from 'sonner';
import { useTranslation } from 'react-i18next';
import type { UseMutationResult } from '@tanstack/react-query';
import { ConfirmDialogView } from '@/ui/confirm-dialog.tsx';
import { runWrite } from '../lib/run-write.ts';
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

export function ConfirmDialog<TData, TVariables>({
  open,
  onClose,
  title,
  question,
  mutation,
  variables,
  labels,
}: ConfirmDialogProps<TData, TVariables>) {
  const { t } = useTranslation('admin');
  const close = () => {
    mutation.reset();
    onClose();
  };
  const confirm = () => {
    // The refusal stays in mutation.error, shown in the dialog.
    runWrite(mutation, variables, (result) => {
      toast.success(translateMessage(t, (result as { message?: string } | null)?.message));
      mutation.reset();
      onClose();
    });
  };
  return (
    <ConfirmDialogView
      open={open}
      onClose={close}
      onConfirm={confirm}
      title={title}
      question={question}
      isPending={mutation.isPending}
      error={mutation.isError ? errorMessage(t, mutation.error) : null}
      labels={labels}
    />
  );
}
