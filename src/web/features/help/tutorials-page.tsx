/**
 * /help/tutorials: first the walkthroughs, recordings of the app itself in the interface language
 * with captions, chapters and a transcript (./walkthrough-player.tsx, scripts/help-walkthroughs.ts);
 * then short clips made by the app's own engines from the sample photos (scripts/help-tutorials.ts),
 * each playable with <video controls> and captions in the five languages (<track>), the interface
 * language's track on by default.
 */
import { useTranslation } from 'react-i18next';
import { LANGUAGES } from '@shared/catalog';
import { WALKTHROUGHS } from '@shared/walkthroughs';
import { HelpLayout } from './help-layout';
import { tutorialMedia } from './help-media';
import { LANGUAGE_NAMES, WalkthroughPlayer } from './walkthrough-player';

/** The tutorials in order, with their clip's length and frame shape. */
export const TUTORIALS = [
  { id: 'coffee', seconds: 7, aspect: 'aspect-video', maxWidth: '' },
  { id: 'apple', seconds: 7, aspect: 'aspect-[9/16]', maxWidth: 'max-w-[18rem]' },
  { id: 'square', seconds: 7, aspect: 'aspect-square', maxWidth: 'max-w-[24rem]' },
] as const;

/** The tutorials page. */
export function TutorialsPage() {
  const { t, i18n } = useTranslation('help');
  const language = i18n.resolvedLanguage ?? 'pt';
  return (
    <HelpLayout section="tutorials" intro={t('tutorials.intro')}>
      <p className="-mt-4 mb-8 text-sm text-muted-foreground">{t('tutorials.captionsNote')}</p>
      <section aria-labelledby="walkthroughs-title" className="mb-14">
        <h2 id="walkthroughs-title" className="mb-6 text-xl font-semibold tracking-tight">
          {t('tutorials.walkthroughsTitle')}
        </h2>
        <div className="space-y-12">
          {WALKTHROUGHS.map(({ id }) => (
            <WalkthroughPlayer key={id} id={id} />
          ))}
        </div>
      </section>
      <h2 id="examples-title" className="mb-6 text-xl font-semibold tracking-tight">
        {t('tutorials.examplesTitle')}
      </h2>
      <ul className="grid gap-8 md:grid-cols-2" aria-labelledby="examples-title">
        {TUTORIALS.map(({ id, seconds, aspect, maxWidth }) => {
          const media = tutorialMedia(id);
          if (!media.video) return null;
          return (
            <li key={id} className="flex flex-col gap-3" data-testid={`tutorial-${id}`}>
              <div className={`mx-auto w-full overflow-hidden rounded-xl border bg-black shadow-sm ${maxWidth}`}>
                {/* key: a new language re-creates the element, so the default track follows it */}
                <video key={language} controls preload="metadata" playsInline poster={media.poster ?? undefined} className={`block w-full ${aspect}`}>
                  <source src={media.video} type="video/mp4" />
                  {LANGUAGES.filter((lng) => media.captions[lng]).map((lng) => (
                    <track key={lng} kind="captions" src={media.captions[lng]} srcLang={lng} label={LANGUAGE_NAMES[lng]} default={lng === language} />
                  ))}
                  {t('tutorials.unsupported')}
                </video>
              </div>
              <div className="space-y-1">
                <h3 className="flex items-baseline justify-between gap-3 font-semibold">
                  {t(`tutorials.items.${id}.title`)}
                  <span className="shrink-0 text-xs font-normal text-muted-foreground tabular-nums">{t('tutorials.duration', { seconds })}</span>
                </h3>
                <p className="text-sm text-pretty text-muted-foreground">{t(`tutorials.items.${id}.body`)}</p>
              </div>
            </li>
          );
        })}
      </ul>
    </HelpLayout>
  );
}
