/**
 * /help/ai-marking: how Vitrine marks what it makes (texts: help.json `aiMarkingGuide`; the settings'
 * own labels come from account.json and the redraw switch's from create.json, so the guide names
 * what the screens show). What each file says: IPTC's Digital Source Type in XMP
 * (`Iptc4xmpExt:DigitalSourceType`, with `xmp:CreatorTool`), its three values and what makes each,
 * and that nothing else is written; the same statement in every MP4; how to read it with exiftool;
 * the optional visible label (Settings → Images → "Label images and videos", off by default, scene images and videos only,
 * its words chosen by the value: notices.json `aiLabel`); the Studio Photos check that accepts this
 * statement and no other metadata; and why there is no C2PA manifest yet.
 * Decided in docs/decisions/024-ai-marking.md; the values come from @shared/provenance.
 */
import { BadgeCheck, Film, ScanEye, ShieldCheck, Tag, Terminal } from 'lucide-react';
import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DIGITAL_SOURCE_TYPES, digitalSourceTypeIri, madeWithAi } from '@shared/provenance';
import { useAuth } from '@web/features/auth/session';
import { BulletList, Code, GuideLink, GuideSection, GuideToc, Paragraph as P, Subheading, TermList } from './guide-parts';
import { HelpLayout } from './help-layout';

/** The guide's sections in order (texts: `aiMarkingGuide.<id>.title`; anchors: #marking-<id>). */
const SECTIONS = ['statement', 'videos', 'check', 'label', 'studio', 'c2pa'] as const;

/** The XMP properties the statement holds (server/engine/image/provenance.ts provenanceXmp). */
const PROPERTY = 'Iptc4xmpExt:DigitalSourceType';
const CREATOR_TOOL = 'xmp:CreatorTool';

/** The command that reads the statement, and how exiftool prints its answer (label padded to 32 columns). */
const EXIFTOOL = 'exiftool -XMP:DigitalSourceType image.jpg';
const exiftoolAnswer = (iri: string) => `${'Digital Source Type'.padEnd(32)}: ${iri}`;

/** What the Studio Photos check refuses in a file (server/engine/packshot/packshot-compliance.ts). */
const REFUSED = ['exif', 'iptc', 'text', 'xmp', 'profile'] as const;

/** Where the label is switched on: the account page's settings tab. */
const SETTINGS_PATH = '/account?tab=settings';

/** A section of this guide (anchors #marking-<id>). */
function Section(props: { id: string; icon: LucideIcon; title: string; children: ReactNode }) {
  return <GuideSection prefix="marking" {...props} />;
}

/** A value or property as the file holds it. */
function Mono({ children }: { children: string }) {
  return <code className="rounded bg-muted px-1 py-0.5 font-mono text-[0.85em] [overflow-wrap:anywhere]">{children}</code>;
}

/** The AI-marking guide. */
export function AiMarkingGuidePage() {
  const { t, i18n } = useTranslation(['help', 'account', 'create']);
  const { user } = useAuth();
  const language = i18n.resolvedLanguage ?? 'pt';
  const either = (items: readonly string[]) => new Intl.ListFormat(language, { type: 'disjunction' }).format(items);
  const [synthetic, composite, trained] = DIGITAL_SOURCE_TYPES;
  const facts = {
    property: PROPERTY,
    creatorTool: CREATOR_TOOL,
    synthetic,
    composite,
    trained,
    aiValues: either(DIGITAL_SOURCE_TYPES.filter(madeWithAi)),
    localValues: either(DIGITAL_SOURCE_TYPES.filter((type) => !madeWithAi(type))),
    redraw: t('create:settings.redrawProduct'),
    path: [t('account:tabs.settings'), t('account:settings.images.title'), t('account:settings.aiLabel.label')].join(' → '),
    aiWords: t('aiMarkingGuide.label.words.ai'),
    compositeWords: t('aiMarkingGuide.label.words.composite'),
  };
  const settings = user ? SETTINGS_PATH : `/signin?next=${encodeURIComponent(SETTINGS_PATH)}`;

  return (
    <HelpLayout section="aiMarkingGuide" intro={t('aiMarkingGuide.intro')}>
      <GuideToc prefix="marking" title={t('aiMarkingGuide.toc')} sections={SECTIONS.map((id) => ({ id, title: t(`aiMarkingGuide.${id}.title`) }))} />

      <div className="space-y-12">
        <Section id="statement" icon={ScanEye} title={t('aiMarkingGuide.statement.title')}>
          <P>{t('aiMarkingGuide.statement.body', facts)}</P>
          <p className="text-sm text-muted-foreground">{t('aiMarkingGuide.statement.caption')}</p>
          <TermList
            testId="marking-values"
            items={DIGITAL_SOURCE_TYPES.map((type) => ({
              key: type,
              term: <Mono>{type}</Mono>,
              body: `${t('aiMarkingGuide.statement.columns.meaning')}: ${t(`aiMarkingGuide.statement.values.${type}.meaning`)}`,
              muted: true,
              note: `${t('aiMarkingGuide.statement.columns.madeBy')}: ${t(`aiMarkingGuide.statement.values.${type}.madeBy`, facts)}`,
            }))}
          />
          <P>{t('aiMarkingGuide.statement.nothingElse')}</P>
          <P>{t('aiMarkingGuide.statement.inherited', facts)}</P>
          <P muted>{t('aiMarkingGuide.statement.before')}</P>
        </Section>

        <Section id="videos" icon={Film} title={t('aiMarkingGuide.videos.title')}>
          <P>{t('aiMarkingGuide.videos.body')}</P>
          <P>{t('aiMarkingGuide.videos.values', facts)}</P>
        </Section>

        <Section id="check" icon={Terminal} title={t('aiMarkingGuide.check.title')}>
          <P>{t('aiMarkingGuide.check.body')}</P>
          <Code>{EXIFTOOL}</Code>
          <P>{t('aiMarkingGuide.check.answer')}</P>
          <Code>{exiftoolAnswer(digitalSourceTypeIri(synthetic))}</Code>
          <P>{t('aiMarkingGuide.check.video')}</P>
          <P muted>{t('aiMarkingGuide.check.words')}</P>
          <P>{t('aiMarkingGuide.check.others')}</P>
        </Section>

        <Section id="label" icon={Tag} title={t('aiMarkingGuide.label.title')}>
          <P>{t('aiMarkingGuide.label.body', facts)}</P>
          <TermList
            testId="marking-label-words"
            items={[
              { key: 'ai', term: facts.aiWords, body: t('aiMarkingGuide.label.ai', facts) },
              { key: 'composite', term: facts.compositeWords, body: t('aiMarkingGuide.label.composite', facts) },
            ]}
          />
          <P>{t('aiMarkingGuide.label.only')}</P>
          <P>{t('aiMarkingGuide.label.when')}</P>
          <P muted>{t('aiMarkingGuide.label.why')}</P>
          <GuideLink to={settings} label={t('aiMarkingGuide.label.link')} />
        </Section>

        <Section id="studio" icon={ShieldCheck} title={t('aiMarkingGuide.studio.title')}>
          <P>{t('aiMarkingGuide.studio.body')}</P>
          <BulletList testId="marking-refused" items={REFUSED.map((key) => ({ key, text: t(`aiMarkingGuide.studio.refused.${key}`) }))} />
          <P>{t('aiMarkingGuide.studio.accepted', facts)}</P>
        </Section>

        <Section id="c2pa" icon={BadgeCheck} title={t('aiMarkingGuide.c2pa.title')}>
          <P>{t('aiMarkingGuide.c2pa.what')}</P>
          <Subheading>{t('aiMarkingGuide.c2pa.whyTitle')}</Subheading>
          <BulletList items={(['library', 'certificate'] as const).map((key) => ({ key, text: t(`aiMarkingGuide.c2pa.why.${key}`) }))} />
          <P>{t('aiMarkingGuide.c2pa.meanwhile')}</P>
          <P muted>{t('aiMarkingGuide.c2pa.vendor')}</P>
        </Section>
      </div>
    </HelpLayout>
  );
}
