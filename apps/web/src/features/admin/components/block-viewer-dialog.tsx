// Block needs a reason (issue 17.1): checked with the contract's schema before it is sent, so the
// words are the server's own.
import { useState } from 'react';
import { toast } from 'sonner';
import { useTranslation } from 'react-i18next';
import { BlockViewerBody } from '@ott/contract';
import { InputField } from '@/ui/input-field.tsx';
import { useBlockViewer } from '../api/viewers.ts';
import { errorMessage, translateMessage } from '../lib/server-message.ts';
import { ViewerFormDialog } from './viewer-form-dialog.tsx';

export function BlockViewerDialog({ id, phone, open, onClose }: { id: number; phone: string; open: boolean; onClose(): void }) {
  const { t } = useTranslation('admin');
  const block = useBlockViewer(id);
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const close = () => {
    block.reset();
    setReason('');
    setProblem(null);
    onClose();
  };
  const submit = () => {
    const parsed = BlockViewerBody.safeParse({ reason });
    if (!parsed.success) {
      setProblem(translateMessage(t, parsed.error.issues[0]?.message));
      return;
    }
    setProblem(null);
    block.mutate(parsed.data.reason, {
      onSuccess: (result) => {
        toast.success(translateMessage(t, result.message));
        close();
      },
    });
  };
  return (
    <ViewerFormDialog
      open={open}
      onClose={close}
      onSubmit={submit}
      title={t('viewerBlockTitle')}
      intro={t('viewerBlockQuestion', { phone })}
      isPending={block.isPending}
      error={block.isError ? errorMessage(t, block.error) : null}
      labels={{ cancel: t('cancel'), confirm: t('viewerBlock'), pending: t('viewerBlocking') }}
    >
      <InputField
        label={t('viewerBlockReason')}
        value={reason}
        onChange={setReason}
        maxLength={200}
        required
        error={problem}
        hint={t('viewerBlockReasonHint')}
      />
    </ViewerFormDialog>
  );
}
