/**
 * The profile card: photo, first name,
 * last name, display name, profession and bio. Saving answers 'Profile updated', 'Failed to update
 * profile. Please try again.', or a warning when the profile was saved but the sign-in profile was
 * not. A new photo is checked here (PNG or JPG up to 10 MB), cropped square in a dialog,
 * then uploaded; the sidebar shows it once the session is read again.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { Camera, Trash2 } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { z } from 'zod';
import { AVATAR_MAX_BYTES, type AvatarCrop, PROFILE_BIO_MAX, PROFILE_NAME_MAX } from '@shared/contracts/profile';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { Input } from '@web/components/ui/input';
import { Label } from '@web/components/ui/label';
import { Spinner } from '@web/components/ui/spinner';
import { Textarea } from '@web/components/ui/textarea';
import { useAuth } from '@web/features/auth/session';
import { ApiError } from '@web/lib/api';
import { type Profile, PROFILE_KEY, type ProfileSaveResult, removePhoto, saveProfile, uploadPhoto } from './api';
import { PhotoCropper } from './photo-cropper';
import { UserAvatar } from './user-avatar';

type Values = { firstName: string; lastName: string; displayName: string; profession: string; bio: string };

const valuesOf = (p: Profile): Values => ({
  firstName: p.firstName ?? '',
  lastName: p.lastName ?? '',
  displayName: p.displayName,
  profession: p.profession ?? '',
  bio: p.bio ?? '',
});

/** The photo types the server accepts (it checks the bytes again). */
const PHOTO_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/avif'];

export function ProfileForm({ profile }: { profile: Profile }) {
  const { t } = useTranslation('account');
  const ids = useId();
  const queryClient = useQueryClient();
  const { refresh } = useAuth();
  const fileInput = useRef<HTMLInputElement>(null);
  const [photoFile, setPhotoFile] = useState<File | null>(null);
  const [photoBusy, setPhotoBusy] = useState(false);

  const schema = z.object({
    firstName: z.string().trim().max(PROFILE_NAME_MAX, t('profile.validation.tooLong', { max: PROFILE_NAME_MAX })),
    lastName: z.string().trim().max(PROFILE_NAME_MAX, t('profile.validation.tooLong', { max: PROFILE_NAME_MAX })),
    displayName: z
      .string()
      .trim()
      .min(1, t('profile.validation.displayNameRequired'))
      .max(PROFILE_NAME_MAX, t('profile.validation.tooLong', { max: PROFILE_NAME_MAX })),
    profession: z.string().trim().max(PROFILE_NAME_MAX, t('profile.validation.tooLong', { max: PROFILE_NAME_MAX })),
    bio: z.string().trim().max(PROFILE_BIO_MAX, t('profile.validation.tooLong', { max: PROFILE_BIO_MAX })),
  });
  const form = useForm<Values>({ resolver: zodResolver(schema), defaultValues: valuesOf(profile) });
  const { register, handleSubmit, formState, reset, control } = form;
  const { errors, isSubmitting, isDirty } = formState;
  const bio = useWatch({ control, name: 'bio' }) ?? '';

  // A profile read again (after a save elsewhere) refreshes untouched fields.
  useEffect(() => {
    if (!form.formState.isDirty) reset(valuesOf(profile));
  }, [profile]); // eslint-disable-line react-hooks/exhaustive-deps

  /** Applies a save's answer: cache, session (sidebar name and photo), and the success or warning toast. */
  const applied = async (result: ProfileSaveResult, success: string) => {
    queryClient.setQueryData(PROFILE_KEY, result.profile);
    void queryClient.invalidateQueries({ queryKey: ['me'], exact: true });
    await refresh().catch(() => undefined);
    if (result.authProfileUpdated) toast.success(success);
    else toast.warning(t('profile.messages.partial'));
    return result;
  };

  const onSubmit = handleSubmit(async (values) => {
    try {
      const result = await saveProfile({
        firstName: values.firstName.trim() || null,
        lastName: values.lastName.trim() || null,
        displayName: values.displayName.trim(),
        profession: values.profession.trim() || null,
        bio: values.bio.trim() || null,
      });
      await applied(result, t('profile.messages.updated'));
      reset(valuesOf(result.profile));
    } catch (e) {
      console.error('Profile update failed', e);
      toast.error(t('profile.messages.failed'));
    }
  });

  const onPhotoChosen = (file: File | undefined) => {
    if (fileInput.current) fileInput.current.value = '';
    if (!file) return;
    if (!PHOTO_TYPES.includes(file.type)) return void toast.error(t('profile.photo.wrongType'));
    if (file.size > AVATAR_MAX_BYTES) return void toast.error(t('profile.photo.tooLarge'));
    setPhotoFile(file);
  };

  const onCropped = async (crop: AvatarCrop) => {
    if (!photoFile) return;
    setPhotoBusy(true);
    try {
      await applied(await uploadPhoto(photoFile, crop), t('profile.photo.updated'));
      setPhotoFile(null);
    } catch (e) {
      console.error('Photo upload failed', e);
      // The server's own translated reason (damaged file, too large...) when it gave one.
      toast.error(e instanceof ApiError && e.status > 0 && e.status < 500 && e.message ? e.message : t('profile.messages.failed'));
    } finally {
      setPhotoBusy(false);
    }
  };

  const onRemovePhoto = async () => {
    setPhotoBusy(true);
    try {
      await applied(await removePhoto(), t('profile.photo.removed'));
    } catch (e) {
      console.error('Photo removal failed', e);
      toast.error(t('profile.messages.failed'));
    } finally {
      setPhotoBusy(false);
    }
  };

  const field = (name: keyof Values) => `${ids}-${name}`;
  const errorOf = (name: keyof Values) =>
    errors[name]?.message ? (
      <p id={`${field(name)}-error`} className="text-sm text-destructive">
        {errors[name]?.message}
      </p>
    ) : null;
  const describedBy = (name: keyof Values) => (errors[name] ? `${field(name)}-error` : undefined);

  return (
    <Card className="gap-6">
      <CardHeader>
        <CardTitle className="text-lg">{t('profile.title')}</CardTitle>
        <CardDescription>{t('profile.description')}</CardDescription>
      </CardHeader>
      <CardContent className="space-y-6">
        <div className="flex flex-col gap-4 sm:flex-row sm:items-center">
          <UserAvatar name={profile.displayName} image={profile.photoUrl} className="size-20 text-2xl" />
          <div className="space-y-2">
            <div className="flex flex-wrap gap-2">
              <Button type="button" variant="outline" size="sm" onClick={() => fileInput.current?.click()} disabled={photoBusy}>
                {photoBusy && !photoFile ? <Spinner /> : <Camera aria-hidden />}
                {profile.photoUrl ? t('profile.photo.change') : t('profile.photo.add')}
              </Button>
              {profile.photoUrl ? (
                <Button type="button" variant="ghost" size="sm" onClick={() => void onRemovePhoto()} disabled={photoBusy}>
                  <Trash2 aria-hidden />
                  {t('profile.photo.remove')}
                </Button>
              ) : null}
            </div>
            <p className="text-xs text-muted-foreground">{t('profile.photo.hint')}</p>
            <input
              ref={fileInput}
              type="file"
              accept={PHOTO_TYPES.join(',')}
              className="sr-only"
              tabIndex={-1}
              aria-label={t('profile.photo.choose')}
              data-testid="profile-photo-input"
              onChange={(e) => onPhotoChosen(e.target.files?.[0])}
            />
          </div>
        </div>

        <form noValidate onSubmit={onSubmit} className="space-y-4" aria-label={t('profile.title')}>
          <div className="grid gap-4 sm:grid-cols-2">
            <div className="space-y-2">
              <Label htmlFor={field('firstName')}>{t('profile.fields.firstName')}</Label>
              <Input id={field('firstName')} autoComplete="given-name" aria-invalid={!!errors.firstName} aria-describedby={describedBy('firstName')} {...register('firstName')} />
              {errorOf('firstName')}
            </div>
            <div className="space-y-2">
              <Label htmlFor={field('lastName')}>{t('profile.fields.lastName')}</Label>
              <Input id={field('lastName')} autoComplete="family-name" aria-invalid={!!errors.lastName} aria-describedby={describedBy('lastName')} {...register('lastName')} />
              {errorOf('lastName')}
            </div>
          </div>
          <div className="space-y-2">
            <Label htmlFor={field('displayName')}>{t('profile.fields.displayName')}</Label>
            <Input
              id={field('displayName')}
              autoComplete="nickname"
              required
              aria-invalid={!!errors.displayName}
              aria-describedby={[describedBy('displayName'), `${field('displayName')}-hint`].filter(Boolean).join(' ')}
              {...register('displayName')}
            />
            <p id={`${field('displayName')}-hint`} className="text-xs text-muted-foreground">
              {t('profile.fields.displayNameHint')}
            </p>
            {errorOf('displayName')}
          </div>
          <div className="space-y-2">
            <Label htmlFor={field('profession')}>{t('profile.fields.profession')}</Label>
            <Input
              id={field('profession')}
              autoComplete="organization-title"
              placeholder={t('auth:fields.professionPlaceholder')}
              aria-invalid={!!errors.profession}
              aria-describedby={describedBy('profession')}
              {...register('profession')}
            />
            {errorOf('profession')}
          </div>
          <div className="space-y-2">
            <div className="flex items-baseline justify-between gap-2">
              <Label htmlFor={field('bio')}>{t('profile.fields.bio')}</Label>
              <span className={bio.trim().length > PROFILE_BIO_MAX ? 'text-xs text-destructive' : 'text-xs text-muted-foreground'} aria-live="polite">
                {bio.trim().length}/{PROFILE_BIO_MAX}
              </span>
            </div>
            <Textarea id={field('bio')} rows={4} placeholder={t('profile.fields.bioPlaceholder')} aria-invalid={!!errors.bio} aria-describedby={describedBy('bio')} {...register('bio')} />
            {errorOf('bio')}
          </div>
          <div className="flex justify-end">
            <Button type="submit" disabled={isSubmitting || !isDirty} aria-busy={isSubmitting}>
              {isSubmitting ? <Spinner /> : null}
              {t('profile.save')}
            </Button>
          </div>
        </form>
      </CardContent>
      <PhotoCropper file={photoFile} busy={photoBusy} onCancel={() => setPhotoFile(null)} onConfirm={(crop) => void onCropped(crop)} />
    </Card>
  );
}
