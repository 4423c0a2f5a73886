/** Handlers of the public site routes: no session, one service each, cacheable answers. */
import type { LandingInfoService } from '../../services/site/landing-info';
import type { LegalInfoService } from '../../services/site/legal-info';
import { createRouter } from '../openapi-app';
import { getLandingInfoRoute, getLegalInfoRoute } from './site.routes';

/** Seconds browsers and proxies may reuse the landing figures. */
const LANDING_MAX_AGE_S = 300;

export function siteRouter(deps: { legal: LegalInfoService; landing: LandingInfoService }) {
  const router = createRouter();
  router.openapi(getLegalInfoRoute, (c) => {
    // Depends on configuration only; revalidated on each visit so a changed operator shows at once.
    c.header('Cache-Control', 'no-cache');
    return c.json(deps.legal.info(), 200);
  });
  router.openapi(getLandingInfoRoute, async (c) => {
    c.header('Cache-Control', `public, max-age=${LANDING_MAX_AGE_S}`);
    return c.json(await deps.landing.info(), 200);
  });
  return router;
}
