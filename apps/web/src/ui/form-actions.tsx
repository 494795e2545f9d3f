import { Button } from './button.tsx';

interface FormActionsProps {
  cancelLabel: string;
  onCancel(): void;
  submitLabel: string;
  /** The submit button's words while the submission is on its way. */
  pendingLabel: string;
  /** A submission is on its way: the submit button is disabled and busy, so a second tap sends nothing. */
  isPending: boolean;
}

/** The Cancel and submit buttons at the foot of a form in a modal. */
export function FormActions({ cancelLabel, onCancel, submitLabel, pendingLabel, isPending }: FormActionsProps) {
  return (
    <div className="flex justify-end gap-3 pt-2">
      <Button variant="ghost" onClick={onCancel}>
        {cancelLabel}
      </Button>
      <Button type="submit" disabled={isPending} aria-busy={isPending || undefined}>
        {isPending ? pendingLabel : submitLabel}
      </Button>
    </div>
  );
}
