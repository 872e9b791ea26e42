/**
 * Verify an application (PATCH /opportunity-applications/{id}/verify {verified: true}); hidden once verified. The API
 * can take it back ({verified: false}), so the success toast offers Undo.
 */
import { useDataProvider } from 'react-admin';
import { VerifyButton } from '../common/VerifyButton';
import type { OpportunityApplication } from '../domain/types';
import type { AppDataProvider } from '../providers/types';

export function ApplicationVerifyButton({ record, variant = 'icon' }: { record: OpportunityApplication; variant?: 'icon' | 'button' }) {
  const dataProvider = useDataProvider<AppDataProvider>();
  return (
    <VerifyButton
      record={record}
      resource="opportunity-applications"
      verify={(id) => dataProvider.verifyOpportunityApplication(id, true)}
      unverify={(id) => dataProvider.verifyOpportunityApplication(id, false)}
      variant={variant}
      labelArgs={{ name: record.fullName }}
    />
  );
}
