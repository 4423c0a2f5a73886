/** Handlers of the billing routes: authorize, call one service. */
import { CREDIT_COSTS } from '../../../shared/plans';
import { AppError } from '../../http/app-error';
import { currentUser, requireUser } from '../../http/session';
import type { BillingService } from '../../services/billing';
import type { TestCheckoutService } from '../../services/test-checkout';
import type { TrialsService } from '../../services/trials';
import type { MoneyBackService } from '../../services/money-back';
import { createRouter } from '../openapi-app';
import {
  cancelTestCheckoutRoute,
  checkoutRoute,
  completeTestCheckoutRoute,
  getBillingRoute,
  getTestCheckoutRoute,
  getTestPortalRoute,
  listPlansRoute,
  listTransactionsRoute,
  moneyBackStatusRoute,
  requestMoneyBackRoute,
  portalRoute,
  startTrialRoute,
  testPortalActionRoute,
} from './billing.routes';

export interface BillingRouterDeps {
  billing: BillingService;
  /** Present in test mode only. */
  testCheckout: TestCheckoutService | null;
  trials: TrialsService;
  moneyBack: MoneyBackService;
}

function testMode(deps: BillingRouterDeps): TestCheckoutService {
  if (!deps.testCheckout) throw new AppError(404, 'not_found', 'notFound');
  return deps.testCheckout;
}

export function billingRouter(deps: BillingRouterDeps) {
  const router = createRouter();
  router.use('/billing', requireUser);
  router.use('/billing/*', requireUser);
  router.use('/credits/*', requireUser);

  router.openapi(listPlansRoute, (c) => c.json({ plans: deps.billing.plans(), creditCosts: CREDIT_COSTS }, 200));
  router.openapi(startTrialRoute, async (c) => {
    const trial = await deps.trials.start(currentUser(c).id, c.req.valid('json').plan);
    return c.json({ tier: trial.tier, credits: trial.credits, startedAt: trial.startedAt.toISOString(), endsAt: trial.endsAt.toISOString(), active: true, outcome: null }, 201);
  });
  router.openapi(checkoutRoute, async (c) => {
    const { plan, period } = c.req.valid('json');
    return c.json(await deps.billing.checkout(currentUser(c).id, plan, period, c.get('lang')), 200);
  });
  router.openapi(portalRoute, async (c) => c.json(await deps.billing.portal(currentUser(c).id, c.get('lang')), 200));
  router.openapi(getBillingRoute, async (c) => c.json(await deps.billing.summary(currentUser(c).id), 200));
  router.openapi(listTransactionsRoute, async (c) =>
    c.json(await deps.billing.transactions(currentUser(c).id, c.req.valid('query').cursor), 200),
  );

  router.openapi(moneyBackStatusRoute, async (c) => {
    c.header('Cache-Control', 'no-store');
    return c.json(await deps.moneyBack.status(currentUser(c).id), 200);
  });
  router.openapi(requestMoneyBackRoute, async (c) =>
    c.json(await deps.moneyBack.request(currentUser(c).id, c.req.valid('json').message ?? null), 201),
  );

  router.openapi(getTestCheckoutRoute, async (c) => {
    const view = await testMode(deps).checkout(currentUser(c).id, c.req.valid('param').id);
    if (!view) throw new AppError(404, 'not_found', 'checkoutNotFound');
    return c.json(view, 200);
  });
  router.openapi(completeTestCheckoutRoute, async (c) =>
    c.json(await testMode(deps).complete(currentUser(c).id, c.req.valid('param').id), 200),
  );
  router.openapi(cancelTestCheckoutRoute, async (c) =>
    c.json(await testMode(deps).cancel(currentUser(c).id, c.req.valid('param').id), 200),
  );
  router.openapi(getTestPortalRoute, async (c) => c.json(await testMode(deps).portal(currentUser(c).id), 200));
  router.openapi(testPortalActionRoute, async (c) =>
    c.json(await testMode(deps).portalAction(currentUser(c).id, c.req.valid('json')), 200),
  );
  return router;
}
