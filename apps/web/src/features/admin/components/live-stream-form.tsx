// The live stream form, for a new stream and for editing one: title, description, category, the
// stream's source (an external HLS or DASH address, or one of our titles looped as our own
// channel, issue 15.4), its picture (an address, or a file uploaded after the save), and
// the visible, important and premium switches. Checked with the contract's schemas first; the
// server's refusals show under the field they concern.
import { useRef, useState, type FormEvent } from 'react';
import { ImageUp } from 'lucide-react';
import { toast } from 'sonner';
import { useTranslation } from 'react-i18next';
import { ADMIN_LIVE_MESSAGES, MAX_IMAGE_BYTES, type AdminCategory, type AdminLiveStream } from '@ott/contract';
import { Button } from '@/ui/button.tsx';
import { fieldControlClass, FormField } from '@/ui/form-field.tsx';
import { InputField } from '@/ui/input-field.tsx';
import { SelectField } from '@/ui/select-field.tsx';
import { useCreateLiveStream, useUpdateLiveStream, useUploadLiveThumbnail } from '../api/live.ts';
import { createBody, liveFormValues, updateBody, type LiveFormErrors, type LiveFormValues } from '../lib/live-form.ts';
import { errorMessage, translateMessage } from '../lib/server-message.ts';
import { ApiError } from '@/lib/api-client.ts';
import { ToggleBox } from './order-controls.tsx';
import { LiveSourceChoice } from './live-source-choice.tsx';
import { LiveTitlePicker } from './live-title-picker.tsx';

const M = ADMIN_LIVE_MESSAGES;
/** Server refusals that concern the stream's address (shown under it). */
const SOURCE_MESSAGES: readonly string[] = [M.sourceInvalid, M.sourceRequired, M.sourceTooLong, M.premiumNeedsProtectedSource, M.freeNeedsOpenSource];
const CATEGORY_MESSAGES: readonly string[] = [M.categoryNotFound, M.categoryRequired];
/** Server refusals that concern the looped title (shown with the title picker). */
const TITLE_MESSAGES: readonly string[] = [M.sourceTitleInvalid, M.sourceTitleNotFound, M.sourceTitleNoFilm, M.paidTitleNeedsPremium];

export function LiveStreamForm({
  stream,
  categories,
  onDone,
  onCancel,
}: {
  stream?: AdminLiveStream;
  categories: readonly AdminCategory[];
  onDone(): void;
  onCancel(): void;
}) {
  const { t } = useTranslation('admin');
  const create = useCreateLiveStream();
  const update = useUpdateLiveStream();
  const upload = useUploadLiveThumbnail();
  const [values, setValues] = useState<LiveFormValues>(() => liveFormValues(stream));
  const [errors, setErrors] = useState<LiveFormErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [file, setFile] = useState<File | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const busy = create.isPending || update.isPending || upload.isPending;
  const set = <K extends keyof LiveFormValues>(key: K, value: LiveFormValues[K]) => setValues((v) => ({ ...v, [key]: value }));
  const err = (field: keyof LiveFormErrors) => (errors[field] ? translateMessage(t, errors[field]) : null);
  const idBase = stream ? `live-${stream.id}` : 'live-new';

  const refused = (error: unknown) => {
    const message = error instanceof ApiError ? error.serverMessage : null;
    if (message && TITLE_MESSAGES.includes(message) && values.sourceKind === 'title') setErrors({ source_video_id: message });
    else if (message && SOURCE_MESSAGES.includes(message)) setErrors({ live_url: message });
    else if (message && CATEGORY_MESSAGES.includes(message)) setErrors({ category_id: message });
    else setFormError(errorMessage(t, error));
  };


  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setFormError(null);
    const parsed = stream ? updateBody(stream, values) : createBody(values);
    if (parsed && !parsed.ok) return setErrors(parsed.errors);
    setErrors({});
    if (!parsed && !file) return setFormError(t('liveNoChanges'));
    try {
      let id = stream?.id;
      let message: string = M.saved;
      if (parsed && stream) message = (await update.mutateAsync({ id: stream.id, body: parsed.body })).message;
      if (parsed && !stream) {
        const created = await create.mutateAsync(parsed.body as Parameters<typeof create.mutateAsync>[0]);
        id = created.stream.id;
        message = created.message;
      }
      if (id !== undefined && file) {
        try {
          const uploaded = await upload.mutateAsync({ id, file });
          // A picture alone says 'Picture saved'; with other changes, the save's own words.
          if (!parsed) message = uploaded.message;
        } catch (error) {
          // The stream is saved; only the picture failed. A new stream's form closes (sending it
          // again would add a second stream): the picture can be uploaded again from its row.
          if (stream) return refused(error);
          toast.success(translateMessage(t, message));
          toast.error(errorMessage(t, error));
          return onDone();
        }
      }
      toast.success(translateMessage(t, message));
      onDone();
    } catch (error) {
      refused(error);
    }
  };

  const chooseFile = (chosen: File | undefined) => {
    if (!chosen) return;
    if (chosen.size > MAX_IMAGE_BYTES) return toast.error(t('lmsg_thumbnailTooLarge'));
    setFile(chosen);
  };

  const categoryOptions = categories.map((c) => ({ value: String(c.id), label: c.is_active ? c.name : t('liveCategoryHidden', { name: c.name }) }));
  const ownSource = stream?.source_is_own_media && !stream.source_video_id ? stream.source : null;
  const uploadedPicture = stream?.thumbnail && !/^https?:\/\//i.test(stream.thumbnail);

  return (
    <form onSubmit={(e) => void submit(e)} noValidate className="grid gap-4" aria-busy={busy || undefined}>
      <div className="grid gap-4 md:grid-cols-2">
        <InputField label={t('liveFieldTitle')} value={values.title} onChange={(v) => set('title', v)} maxLength={200} error={err('title')} disabled={busy} autoComplete="off" />
        <SelectField
          label={t('liveFieldCategory')}
          placeholder={t('liveChooseCategory')}
          value={values.categoryId}
          options={categoryOptions}
          onChange={(v) => set('categoryId', v)}
          error={err('category_id')}
          disabled={busy}
        />
      </div>
      <FormField label={t('liveFieldDescription')} error={err('description')}>
        {(control) => (
          <textarea
            {...control}
            rows={3}
            maxLength={2000}
            value={values.description}
            disabled={busy}
            onChange={(event) => set('description', event.target.value)}
            className={fieldControlClass(Boolean(errors.description), 'h-auto py-2 text-white')}
          />
        )}
      </FormField>
      <LiveSourceChoice idBase={idBase} value={values.sourceKind} disabled={busy} onChange={(kind) => set('sourceKind', kind)} />
      {values.sourceKind === 'external' ? (
        <InputField
          label={t('liveFieldSource')}
          type="url"
          inputMode="url"
          value={values.source}
          onChange={(v) => set('source', v)}
          maxLength={1000}
          error={err('live_url')}
          hint={ownSource ? t('liveSourceOwn', { path: ownSource }) : t('liveSourceHint')}
          placeholder="https://"
          disabled={busy}
          autoComplete="off"
          spellCheck={false}
        />
      ) : (
        <LiveTitlePicker idBase={idBase} value={values.loopedTitle} error={err('source_video_id')} disabled={busy} onChange={(title) => set('loopedTitle', title)} />
      )}
      <div className="grid gap-3 md:grid-cols-[minmax(0,1fr)_auto] md:items-start">
        <InputField
          label={t('liveFieldThumbnail')}
          type="url"
          inputMode="url"
          value={values.thumbnail}
          onChange={(v) => set('thumbnail', v)}
          maxLength={1000}
          error={err('thumbnail')}
          hint={uploadedPicture ? t('liveThumbnailUploaded') : t('liveThumbnailHint')}
          placeholder="https://"
          disabled={busy}
          autoComplete="off"
          spellCheck={false}
        />
        <div className="md:mt-7">
          <input
            ref={fileInput}
            id={`${idBase}-file`}
            type="file"
            accept="image/jpeg,image/png,image/webp"
            className="sr-only"
            tabIndex={-1}
            aria-hidden="true"
            onChange={(event) => {
              chooseFile(event.target.files?.[0]);
              event.target.value = '';
            }}
          />
          <Button variant="secondary" disabled={busy} onClick={() => fileInput.current?.click()} aria-describedby={`${idBase}-file-hint`}>
            <ImageUp aria-hidden="true" className="size-4" />
            {upload.isPending ? t('liveUploading') : t('liveUpload')}
          </Button>
        </div>
      </div>
      <div id={`${idBase}-file-hint`} className="-mt-2 text-xs text-muted">
        {file ? (
          <span className="flex flex-wrap items-center gap-2">
            <span className="break-all text-white/80">{t('liveUploadChosen', { name: file.name })}</span>
            <button type="button" className="rounded underline hover:text-white focus-visible:outline-2 focus-visible:outline-white" onClick={() => setFile(null)}>
              {t('liveUploadRemove')}
            </button>
          </span>
        ) : (
          t('liveUploadHint')
        )}
      </div>
      <div className="flex flex-wrap gap-3">
        <ToggleBox label={t('liveVisible')} checked={values.is_active} disabled={busy} onChange={(v) => set('is_active', v)} />
        <ToggleBox label={t('liveImportant')} checked={values.is_important} disabled={busy} onChange={(v) => set('is_important', v)} />
        <ToggleBox label={t('livePremium')} checked={values.is_premium} disabled={busy} onChange={(v) => set('is_premium', v)} />
      </div>
      {formError && (
        <p role="alert" className="text-sm text-brand-2">
          {formError}
        </p>
      )}
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="ghost" onClick={onCancel} disabled={busy}>
          {t('liveCancel')}
        </Button>
        <Button type="submit" disabled={busy} aria-busy={busy || undefined}>
          {stream ? (busy ? t('liveSaving') : t('liveSave')) : busy ? t('liveAdding') : t('liveAdd')}
        </Button>
      </div>
    </form>
  );
}
