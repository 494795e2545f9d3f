// The title's subtitles: the list (language, label, remove) and an add form (an .srt or .vtt file,
// its language and label), sent as multipart to /api/admin/titles/{id}/subtitles/.
import { useRef, useState, type FormEvent } from 'react';
import { X } from 'lucide-react';
import { toast } from 'sonner';
import { useTranslation } from 'react-i18next';
import { MAX_SUBTITLE_BYTES, SubtitleFields, type AdminTitle } from '@ott/contract';
import { Button } from '@/ui/button.tsx';
import { FormField } from '@/ui/form-field.tsx';
import { InputField } from '@/ui/input-field.tsx';
import { SectionCard } from '@/ui/section-card.tsx';
import { SelectField } from '@/ui/select-field.tsx';
import { useAddSubtitle, useRemoveSubtitle } from '../api/titles.ts';
import { errorMessage, translateMessage } from '../lib/server-message.ts';

export const SUBTITLE_LANGUAGES = ['te', 'en', 'hi', 'ta', 'kn', 'ml'] as const;

export function languageKey(tag: string) {
  const base = tag.split('-')[0]!;
  return (SUBTITLE_LANGUAGES as readonly string[]).includes(base) || base === 'und' ? `lang_${base}` : null;
}

export function SubtitlesPanel({ title }: { title: AdminTitle }) {
  const { t } = useTranslation('admin');
  const add = useAddSubtitle(title.id);
  const remove = useRemoveSubtitle(title.id);
  const [file, setFile] = useState<File | null>(null);
  const [language, setLanguage] = useState('');
  const [label, setLabel] = useState('');
  const [labelTouched, setLabelTouched] = useState(false);
  const [errors, setErrors] = useState<{ file?: string; language?: string; label?: string; form?: string }>({});
  const fileInput = useRef<HTMLInputElement>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (add.isPending) return;
    const next: typeof errors = {};
    if (!file) next.file = t('chooseSubtitleFile');
    else if (!/\.(srt|vtt)$/i.test(file.name)) next.file = t('msg_subtitleNotText');
    else if (file.size > MAX_SUBTITLE_BYTES) next.file = t('msg_subtitleTooLarge');
    const fields = SubtitleFields.safeParse({ language, label });
    if (!fields.success) {
      for (const issue of fields.error.issues) next[issue.path[0] === 'label' ? 'label' : 'language'] ??= translateMessage(t, issue.message);
    }
    setErrors(next);
    if (Object.keys(next).length > 0 || !file || !fields.success) return;
    add.mutate(
      { ...fields.data, file },
      {
        onSuccess: (result) => {
          toast.success(translateMessage(t, result?.message ?? t('msg_subtitleAdded')));
          setFile(null);
          setLanguage('');
          setLabel('');
          setLabelTouched(false);
          if (fileInput.current) fileInput.current.value = '';
        },
        onError: (error) => setErrors({ form: errorMessage(t, error) }),
      },
    );
  };

  return (
    <SectionCard title={t('subtitlesTitle')}>
      {title.subtitles.length === 0 ? (
        <p className="text-sm text-white/60">{t('noSubtitles')}</p>
      ) : (
        <ul className="divide-y divide-white/10 rounded-xl bg-white/3 ring-1 ring-white/10">
          {title.subtitles.map((sub) => {
            const key = languageKey(sub.language);
            return (
              <li key={sub.id} className="flex items-center justify-between gap-3 px-3 py-2">
                <span className="min-w-0 text-sm">
                  <span className="font-semibold">{sub.label}</span>{' '}
                  <span className="text-white/60">
                    · {key ? t(key) : sub.language} ({sub.language})
                  </span>
                </span>
                <Button
                  variant="ghost"
                  size="sm"
                  aria-label={t('removeSubtitle', { label: sub.label })}
                  disabled={remove.isPending}
                  onClick={() =>
                    remove.mutate(sub.id, {
                      onSuccess: (result) => toast.success(translateMessage(t, result?.message ?? t('msg_subtitleRemoved'))),
                      onError: (error) => toast.error(errorMessage(t, error)),
                    })
                  }
                >
                  <X aria-hidden="true" className="size-4" />
                </Button>
              </li>
            );
          })}
        </ul>
      )}
      <form noValidate onSubmit={submit} aria-label={t('addSubtitles')} className="mt-5 grid gap-4 sm:grid-cols-2">
        <FormField label={t('subtitleFile')} error={errors.file} className="sm:col-span-2">
          {(control) => (
            <input
              {...control}
              ref={fileInput}
              type="file"
              accept=".srt,.vtt,text/vtt,application/x-subrip"
              disabled={add.isPending}
              onChange={(event) => {
                setFile(event.target.files?.[0] ?? null);
                setErrors((e) => ({ ...e, file: undefined, form: undefined }));
              }}
              className="block w-full rounded-lg bg-surface-2 text-sm text-white/80 ring-1 ring-white/10 file:mr-3 file:h-11 file:border-0 file:bg-white/10 file:px-4 file:font-semibold file:text-white hover:file:bg-white/20 focus-visible:ring-2 focus-visible:ring-brand-2 focus-visible:outline-none"
            />
          )}
        </FormField>
        <SelectField
          label={t('subtitleLanguage')}
          placeholder={t('chooseLanguage')}
          value={language}
          disabled={add.isPending}
          options={SUBTITLE_LANGUAGES.map((value) => ({ value, label: t(`lang_${value}`) }))}
          onChange={(value) => {
            setLanguage(value);
            if (!labelTouched) setLabel(value ? t(`lang_${value}`) : '');
            setErrors((e) => ({ ...e, language: undefined, label: undefined, form: undefined }));
          }}
          error={errors.language}
        />
        <InputField
          label={t('subtitleLabel')}
          value={label}
          maxLength={40}
          disabled={add.isPending}
          onChange={(value) => {
            setLabel(value);
            setLabelTouched(true);
            setErrors((e) => ({ ...e, label: undefined, form: undefined }));
          }}
          error={errors.label}
        />
        {errors.form && (
          <p role="alert" className="text-sm text-brand-2 sm:col-span-2">
            {errors.form}
          </p>
        )}
        <Button type="submit" variant="secondary" className="justify-self-start" disabled={add.isPending} aria-busy={add.isPending || undefined}>
          {add.isPending ? t('adding') : t('addSubtitles')}
        </Button>
      </form>
    </SectionCard>
  );
}
