/**
 * The kinds of ledger reasons (./credit-reasons.ts): every reason has one, reservations and refunds
 * (Studio Photos included) are spending, the lists the figures use agree with the kinds, and the
 * admin ledger names every reason.
 */
import { describe, expect, it } from 'vitest';
import adminEn from '../../shared/locales/en/admin.json';
import { CREDIT_REASONS } from '../../shared/contracts/billing';
import { CREDIT_REASON_KINDS, GRANTING_REASONS, REFUND_REASONS, RESERVE_REASONS, SPENDING_REASONS } from './credit-reasons';

describe('credit reasons', () => {
  it("give every ledger reason a label on the admin user page's ledger (the other languages are checked against English)", () => {
    expect(Object.keys(adminEn.user.ledger.reasons).sort()).toEqual([...CREDIT_REASONS].sort());
  });

  it('give every ledger reason a kind, and only those', () => {
    expect(Object.keys(CREDIT_REASON_KINDS).sort()).toEqual([...CREDIT_REASONS].sort());
  });

  it('make every *_reserve a reservation and every *_refund a refund, both counted as spending', () => {
    for (const reason of CREDIT_REASONS) {
      if (reason.endsWith('_reserve')) expect(RESERVE_REASONS).toContain(reason);
      if (reason.endsWith('_refund')) expect(REFUND_REASONS).toContain(reason);
    }
    expect([...SPENDING_REASONS].sort()).toEqual([...RESERVE_REASONS, ...REFUND_REASONS].sort());
    expect(SPENDING_REASONS).toEqual(expect.arrayContaining(['studio_reserve', 'studio_refund', 'generation_reserve', 'video_refund']));
  });

  it('keep grants and adjustments out of spending', () => {
    expect(GRANTING_REASONS).toEqual(['signup_grant', 'monthly_grant', 'upgrade_grant', 'admin_adjustment', 'trial_grant']);
    // A trial's unspent credits taken back are not spending either: no work was paid for.
    expect(SPENDING_REASONS).not.toContain('trial_expiry');
    for (const reason of GRANTING_REASONS) expect(SPENDING_REASONS).not.toContain(reason);
  });
});
