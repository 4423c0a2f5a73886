/** The Hono context variables every route can read. */
import type { ApiKeyScope } from '../../shared/contracts/api-keys';
import type { Tier } from '../../shared/catalog';
import type { Language } from '../../shared/catalog';
import type { Logger } from '../logger';

/** The signed-in user as routes see it. */
export interface SessionUser {
  id: string;
  name: string;
  email: string;
  emailVerified: boolean;
  profession?: string | null;
  role?: string | null;
}

export interface AppEnv {
  Variables: {
    requestId: string;
    logger: Logger;
    /** Language of messages in this response (Accept-Language, else pt). */
    lang: Language;
    /** Null when signed out or when the session is expired or invalid. */
    user: SessionUser | null;
    /** Id of the request's better-auth session (null when signed out); lists mark it as current. */
    sessionId: string | null;
    /** The API key the request was made with (`Authorization: Bearer`), or null for a session or no one. */
    apiKey: { id: string; scopes: ApiKeyScope[]; tier: Tier } | null;
  };
}
