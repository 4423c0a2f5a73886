/** The facts the legal pages state, from GET /api/v1/site/legal. */
import { useQuery } from '@tanstack/react-query';
import { api, type Schemas, unwrap } from '@web/lib/api-client';

/** GET /api/v1/site/legal. */
export type LegalInfo = Schemas['LegalInfo'];

/** Query key of the legal facts (not user data: kept across sign-outs). */
export const LEGAL_KEY = ['site', 'legal'] as const;

/** The operator, processors, cookies and retention periods of this instance. */
export function useLegalInfo() {
  return useQuery({
    queryKey: LEGAL_KEY,
    queryFn: ({ signal }) => unwrap(api.GET('/site/legal', { signal })),
    staleTime: 10 * 60_000,
  });
}

/** The operator variables that are not set, in the order the pages name them. */
export function missingOperatorVariables(info: LegalInfo): string[] {
  const { name, email, address } = info.operator;
  return [
    ...(name ? [] : ['OPERATOR_NAME']),
    ...(email ? [] : ['OPERATOR_EMAIL']),
    ...(address ? [] : ['OPERATOR_ADDRESS']),
  ];
}
