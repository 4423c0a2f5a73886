/**
 * The user's data rights: data exports (./exports.ts) and account
 * deletion (./deletion.ts), over the table policies of ./user-tables.ts.
 */
import type { PaymentsProvider } from '../../providers/payments/payments-provider';
import { createAccountDeletion } from './deletion';
import { createDataExportsService, type ExportDeps } from './exports';

export type AccountDataService = ReturnType<typeof createAccountDataService>;

export function createAccountDataService(deps: ExportDeps & { payments: PaymentsProvider | null }) {
  return {
    exports: createDataExportsService(deps),
    deletion: createAccountDeletion(deps),
  };
}
