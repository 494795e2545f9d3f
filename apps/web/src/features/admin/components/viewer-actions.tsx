// The viewer page's actions (issue 17.1): block (with a reason) or unblock, sign out all sessions,
// grant days, delete the account. Each asks first; the server's answer is a toast.
import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { API, type SuccessMessage, type ViewerDetailResponse } from '@ott/contract';
import type { z } from 'zod';
import { api } from '@/lib/api-client.ts';
import { Button } from '@/ui/button.tsx';
import { SectionCard } from '@/ui/section-card.tsx';
import { useSignOutViewer, useUnblockViewer, viewerKeys } from '../api/viewers.ts';
import { BlockViewerDialog } from './block-viewer-dialog.tsx';
import { ConfirmDialog } from './confirm-dialog.tsx';
import { GrantSubscriptionDialog } from './grant-subscription-dialog.tsx';

type Open = 'block' | 'unblock' | 'signOut' | 'grant' | 'delete' | null;

function useDeleteViewer(id: number) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: () => api.post<z.infer<typeof SuccessMessage>>(API.adminDeleteUser(id)),
    onSuccess: () => {
      queryClient.removeQueries({ queryKey: viewerKeys.all });
      void navigate('/admin/viewers', { replace: true });
    },
  });
}

export function ViewerActions({ viewer }: { viewer: ViewerDetailResponse['viewer'] }) {
  const { t } = useTranslation('admin');
  const [open, setOpen] = useState<Open>(null);
  const unblock = useUnblockViewer(viewer.id);
  const signOut = useSignOutViewer(viewer.id);
  const remove = useDeleteViewer(viewer.id);
  const close = () => setOpen(null);
  const { phone } = viewer;
  return (
    <SectionCard title={t('viewerActionsTitle')}>
      <div className="flex flex-wrap gap-2">
        {viewer.blocked_at ? (
          <Button variant="secondary" onClick={() => setOpen('unblock')}>
            {t('viewerUnblock')}
          </Button>
        ) : (
          <Button variant="secondary" onClick={() => setOpen('block')}>
            {t('viewerBlock')}
          </Button>
        )}
        <Button variant="secondary" onClick={() => setOpen('signOut')}>
          {t('viewerSignOutAll')}
        </Button>
        <Button variant="secondary" onClick={() => setOpen('grant')}>
          {t('viewerGrant')}
        </Button>
        <Button variant="ghost" className="text-brand-2" onClick={() => setOpen('delete')}>
          {t('viewerDelete')}
        </Button>
      </div>
      <BlockViewerDialog id={viewer.id} phone={phone} open={open === 'block'} onClose={close} />
      <GrantSubscriptionDialog viewer={viewer} open={open === 'grant'} onClose={close} />
      <ConfirmDialog
        open={open === 'unblock'}
        onClose={close}
        title={t('viewerUnblockTitle')}
        question={t('viewerUnblockQuestion', { phone })}
        mutation={unblock}
        variables={undefined}
        labels={{ cancel: t('cancel'), confirm: t('viewerUnblock'), pending: t('viewerUnblocking') }}
      />
      <ConfirmDialog
        open={open === 'signOut'}
        onClose={close}
        title={t('viewerSignOutTitle')}
        question={t('viewerSignOutQuestion', { phone })}
        mutation={signOut}
        variables={undefined}
        labels={{ cancel: t('cancel'), confirm: t('viewerSignOutAll'), pending: t('viewerSigningOut') }}
      />
      <ConfirmDialog
        open={open === 'delete'}
        onClose={close}
        title={t('viewerDeleteTitle')}
        question={t('viewerDeleteQuestion', { phone })}
        mutation={remove}
        variables={undefined}
        labels={{ cancel: t('cancel'), confirm: t('viewerDelete'), pending: t('viewerDeleting') }}
      />
    </SectionCard>
  );
}
