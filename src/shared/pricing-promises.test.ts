/**
 * Every promise of the pricing page maps to what delivers it and to the test that proves it: each
 * plan feature of the catalogue (src/shared/plans.ts), the money-back guarantee, the free trial,
 * the accepted cards and the rollover of credits. A promise added to the catalogue without an
 * entry here, or a proving test renamed or deleted, fails this test.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from './catalog';
import { PLAN_FEATURES, PLANS, type PlanFeature } from './plans';

const root = path.resolve(__dirname, '..', '..');

/** What proves a promise: test files and, in each, the title of a test that must exist. */
type Proof = [file: string, title: string][];

const FEATURE_PROOFS: Record<PlanFeature, Proof> = {
  monthlyCredits: [
    ['tests/integration/billing-test-mode.test.ts', 'upgrades a Free user to Plus: tier, limits and credits change everywhere'],
    ['tests/integration/billing-credits.test.ts', 'grants 10 credits once per 30-day window from sign-up, even when run twice'],
  ],
  oneImagePerGeneration: [['tests/integration/creation-flow.test.ts', 'refuses premium ideas and more than one image on Free, allows them on a paid tier']],
  threeSimultaneousImages: [['tests/integration/creation-flow.test.ts', 'refuses premium ideas and more than one image on Free, allows them on a paid tier']],
  unlimitedScenarios: [['tests/integration/creation-flow.test.ts', "deals studio-set ideas for the local renderer, and 'New ideas' rounds without repeats on the server"]],
  premiumScenarios: [['tests/integration/creation-flow.test.ts', 'gives 6 ideas in the requested language, 2 premium and locked on Free']],
  videoGeneration: [
    ['tests/integration/videos.test.ts', 'refuses signed-out visitors and Starter, each with its message'],
    ['tests/integration/videos.test.ts', 'refunds the 5 credits exactly once'],
  ],
  priority: [['tests/integration/job-priority.test.ts', 'takes waiting Plus and Pro work before older Free and Starter work, oldest first within each']],
  liveChat: [
    ['tests/integration/support-chat.test.ts', 'carries messages both ways, live, with typing, read state, resumption and the unread count'],
    ['tests/integration/support-chat.test.ts', 'is refused on Free with a translated message; the plan and hours are told'],
    ['e2e/live-chat.spec.ts', ''],
  ],
  // The licence is in the terms of service; the check below ties their wording to the plans.
  commercialUsage: [['src/shared/pricing-promises.test.ts', 'the terms grant commercial use on exactly the plans that sell it, in every language']],
  dedicatedManager: [['tests/integration/support-chat.test.ts', 'is assigned by an admin to a Pro account, shown with name and photo, written to directly, and ends with the plan']],
  teamSupport: [
    ['tests/integration/support.test.ts', 'creates a ticket, acknowledges it in the user language and sends it to support'],
    ['tests/integration/support.test.ts', "shows support's reply to the owner only, takes follow-ups that reopen the ticket, and refuses them once closed"],
  ],
};

const OTHER_PROOFS: Record<'moneyBack' | 'trial' | 'acceptedCards' | 'rollover', Proof> = {
  moneyBack: [
    ['tests/integration/money-back.test.ts', 'approval refunds, ends the plan, takes back only the unspent allowance, emails the user and is audited'],
    ['tests/integration/money-back.test.ts', 'is refused after the window, with a translated message naming the 14 days'],
    ['tests/integration/billing-stripe.test.ts', 'refunds the first invoice through its PaymentIntent, ends the subscription, and takes back the unspent allowance'],
  ],
  trial: [
    ['tests/integration/trials.test.ts', 'starts once per account: the plan and its credits at once, an email, and the end date shown'],
    ['e2e/trial.spec.ts', ''],
  ],
  acceptedCards: [['src/web/features/billing/pricing-view.test.tsx', 'shows the five plans with monthly prices, badges, guarantee, cards and rollover']],
  rollover: [
    ['tests/integration/billing-test-mode.test.ts', 'upgrades at once with the allowance difference, downgrades at the period end, cancels, then goes back to Free'],
    ['e2e/billing.spec.ts', 'the account is back on Free and keeps its unused credits'],
  ],
};

function expectProof(proof: Proof) {
  expect(proof.length).toBeGreaterThan(0);
  for (const [file, title] of proof) {
    const text = fs.readFileSync(path.join(root, file), 'utf8');
    if (title) expect(text, `${file} has the test '${title}'`).toContain(title);
  }
}

describe('pricing promises', () => {
  it.each([...PLAN_FEATURES])('plan feature %s is proved by a test', (feature) => {
    expectProof(FEATURE_PROOFS[feature]);
  });

  it.each(Object.keys(OTHER_PROOFS) as (keyof typeof OTHER_PROOFS)[])('%s is proved by a test', (promise) => {
    expectProof(OTHER_PROOFS[promise]);
  });

  it('the terms grant commercial use on exactly the plans that sell it, in every language', () => {
    const selling = PLANS.filter((p) => p.features.includes('commercialUsage')).map((p) => p.id);
    const notSelling = PLANS.filter((p) => !p.features.includes('commercialUsage') && p.id !== 'Free').map((p) => p.id);
    expect(selling.length).toBeGreaterThan(0);
    for (const language of LANGUAGES) {
      const legal = JSON.parse(fs.readFileSync(path.join(root, 'src/shared/locales', language, 'legal.json'), 'utf8')) as Record<string, unknown>;
      const found = JSON.stringify(legal).match(/"commercial":"([^"]+)"/)?.[1] ?? '';
      for (const plan of selling) expect(found, `${language} terms name ${plan}`).toContain(plan);
      for (const plan of notSelling) expect(found, `${language} terms leave out ${plan}`).not.toContain(plan);
    }
  });
});
