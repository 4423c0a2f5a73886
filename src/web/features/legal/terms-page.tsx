/**
 * /terms: the terms of this instance: the service, accounts, content, fair use,
 * plans and credits (prices of the plan catalogue, src/shared/plans.ts), the 14-day money-back
 * guarantee for new subscribers with the operator's address to ask, ending, responsibility,
 * the licence and changes.
 */
import { useTranslation } from 'react-i18next';
import { IMAGE_CREDITS_BY_QUALITY, planFor, VIDEO_CREDITS } from '@shared/plans';
import type { LegalInfo } from './api';
import { LegalLayout, LegalSection } from './legal-layout';

const SIMPLE = ['service', 'account', 'content', 'use'] as const;
const AFTER = ['end', 'liability', 'software', 'changes'] as const;

function TermsContent({ info }: { info: LegalInfo }) {
  const { t } = useTranslation('legal');
  return (
    <>
      {SIMPLE.map((key) => (
        <LegalSection key={key} id={`terms-${key}`} title={t(`terms.${key}.title`)}>
          <p>{t(`terms.${key}.body`)}</p>
        </LegalSection>
      ))}
      <LegalSection id="terms-plans" title={t('terms.plans.title')}>
        <p>
          {t('terms.plans.body', {
            freeCredits: planFor('Free').monthlyCredits,
            low: IMAGE_CREDITS_BY_QUALITY.low,
            medium: IMAGE_CREDITS_BY_QUALITY.medium,
            high: IMAGE_CREDITS_BY_QUALITY.high,
            video: VIDEO_CREDITS,
          })}
        </p>
        <p>{t('terms.plans.commercial')}</p>
        {info.payments !== 'stripe' && <p data-testid="terms-test-mode">{t('terms.plans.testMode')}</p>}
      </LegalSection>
      <LegalSection id="terms-refund" title={t('terms.refund.title', { days: info.moneyBackDays })}>
        <p>{t('terms.refund.body', { days: info.moneyBackDays })}</p>
        <p>{info.operator.email ? t('terms.refund.how', { email: info.operator.email }) : t('terms.refund.howUnknown')}</p>
      </LegalSection>
      {AFTER.map((key) => (
        <LegalSection key={key} id={`terms-${key}`} title={t(`terms.${key}.title`)}>
          <p>{t(`terms.${key}.body`)}</p>
        </LegalSection>
      ))}
    </>
  );
}

/** The terms of use page. */
export function TermsPage() {
  return <LegalLayout page="terms">{(info) => <TermsContent info={info} />}</LegalLayout>;
}
