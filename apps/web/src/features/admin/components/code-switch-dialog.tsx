// Disable or enable one code or a whole batch, after a confirmation naming what stops (or starts).
import { useTranslation } from 'react-i18next';
import { useSwitchCodes } from '../api/codes.ts';
import { ConfirmDialog } from './confirm-dialog.tsx';

export interface CodeSwitchTarget {
  kind: 'code' | 'batch';
  id: number;
  /** The code itself, or the batch id as text. */
  name: string;
  active: boolean;
}

export function CodeSwitchDialog({
  target,
  onClose,
}: {
  target: CodeSwitchTarget | null;
  onClose(): void;
}) {
  const { t } = useTranslation('admin');
  const mutation = useSwitchCodes();
  const verb = target?.active ? 'Enable' : 'Disable';
  const kind = target?.kind === 'batch' ? 'batch' : 'code';
  const values = target?.kind === 'batch' ? { id: target.name } : { code: target?.name ?? '' };
  return (
    <ConfirmDialog
      open={target !== null}
      onClose={onClose}
      title={t(`${kind}${verb}Title`)}
      question={t(`${kind}${verb}Question`, values)}
      mutation={mutation}
      variables={{
        kind: target?.kind ?? 'code',
        id: target?.id ?? 0,
        active: target?.active ?? false,
      }}
      labels={{
        cancel: t('cancel'),
        confirm: t(target?.kind === 'batch' ? `batch${verb}` : `code${verb}`),
        pending: t('switching'),
      }}
    />
  );
}
