// /admin/titles/new (editor): choose the film and name the title (from the file name), then the
// title is created (POST /api/admin/titles/) and its film uploaded over tus. The new title's id goes
// into the URL (?title=), so after a reload choosing the same file carries on where it stopped.
import { useRef, useState, type FormEvent } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { ArrowLeft } from 'lucide-react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { CreateTitleBody, MAX_UPLOAD_BYTES } from '@ott/contract';
import { Button } from '@/ui/button.tsx';
import { InputField } from '@/ui/input-field.tsx';
import { adminKeys } from '../api/admin-keys.ts';
import { createTitle, titleQueryOptions } from '../api/titles.ts';
import { FilmPicker, UploadProgress } from '../components/film-upload.tsx';
import { ScreenHeading } from '../components/screen-heading.tsx';
import { useFilmUpload } from '../hooks/use-film-upload.ts';
import { errorMessage, translateMessage } from '../lib/server-message.ts';
import { titleFromFileName } from '../lib/upload-format.ts';

export function BackToTitles() {
  const { t } = useTranslation('admin');
  return (
    <Link to="/admin/titles" className="mb-4 inline-flex items-center gap-1.5 rounded-md text-sm text-white/70 hover:text-white">
      <ArrowLeft aria-hidden="true" className="size-4" />
      {t('backToTitles')}
    </Link>
  );
}

export function NewTitleScreen() {
  const { t } = useTranslation('admin');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [params, setParams] = useSearchParams();
  const titleParam = Number(params.get('title'));
  const titleId = Number.isInteger(titleParam) && titleParam > 0 ? titleParam : null;
  const existing = useQuery({ ...titleQueryOptions(titleId ?? 0), enabled: titleId !== null });
  const [file, setFile] = useState<File | null>(null);
  const [name, setName] = useState('');
  const [nameTouched, setNameTouched] = useState(false);
  const [errors, setErrors] = useState<{ file?: string; name?: string; form?: string }>({});
  const [creating, setCreating] = useState(false);
  const uploadingFor = useRef<number | null>(null);
  const upload = useFilmUpload({
    onDone: () => {
      if (uploadingFor.current === null) return;
      void queryClient.invalidateQueries({ queryKey: adminKeys.titles });
      void navigate(`/admin/titles/${uploadingFor.current}`);
    },
  });
  const busy = creating || upload.state.phase === 'starting' || upload.state.phase === 'uploading';

  const chooseFile = (chosen: File) => {
    setFile(chosen);
    setErrors((e) => ({ ...e, file: undefined, form: undefined }));
    if (!nameTouched && titleId === null) setName(titleFromFileName(chosen.name));
    upload.reset();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const next: typeof errors = {};
    if (!file) next.file = t('chooseVideoFirst');
    else if (file.size > MAX_UPLOAD_BYTES) next.file = t('msg_uploadTooLarge');
    const parsed = titleId === null ? CreateTitleBody.safeParse({ title: name }) : null;
    if (parsed && !parsed.success) next.name = translateMessage(t, parsed.error.issues[0]?.message);
    setErrors(next);
    if (Object.keys(next).length > 0 || !file) return;
    let id = titleId;
    if (id === null && parsed?.success) {
      setCreating(true);
      try {
        const created = await createTitle(parsed.data);
        id = created.title.id;
        queryClient.setQueryData(adminKeys.title(id), created.title);
        setParams({ title: String(id) }, { replace: true });
      } catch (error) {
        setErrors({ form: errorMessage(t, error) });
        return;
      } finally {
        setCreating(false);
      }
    }
    if (id === null) return;
    uploadingFor.current = id;
    void upload.start(id, file);
  };

  return (
    <>
      <BackToTitles />
      <ScreenHeading title={t('newTitleTitle')} intro={titleId === null ? t('newTitleIntro') : t('resumeHint')} />
      <form noValidate onSubmit={(event) => void submit(event)} className="grid max-w-2xl gap-5 rounded-2xl bg-surface p-5 ring-1 ring-white/10 md:p-6">
        <FilmPicker file={file} onFile={chooseFile} disabled={busy} error={errors.file} />
        {titleId === null ? (
          <InputField
            label={t('fieldTitle')}
            value={name}
            maxLength={200}
            onChange={(value) => {
              setName(value);
              setNameTouched(true);
              setErrors((e) => ({ ...e, name: undefined, form: undefined }));
            }}
            disabled={busy}
            error={errors.name}
          />
        ) : (
          <p className="text-sm text-white/80">
            {t('uploadingFor')} <Link to={`/admin/titles/${titleId}`} className="font-semibold text-white underline">{existing.data?.title ?? `#${titleId}`}</Link>
          </p>
        )}
        <UploadProgress state={upload.state} onCancel={() => void upload.cancel()} />
        {errors.form && (
          <p role="alert" className="text-sm text-brand-2">
            {errors.form}
          </p>
        )}
        <div className="flex flex-wrap gap-3">
          <Button type="submit" disabled={busy} aria-busy={busy || undefined}>
            {creating ? t('creating') : upload.state.phase === 'failed' || upload.state.phase === 'cancelled' ? t('tryAgain') : titleId === null ? t('startUpload') : t('resumeUpload')}
          </Button>
        </div>
      </form>
    </>
  );
}
