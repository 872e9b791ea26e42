/**
 * Verify a bootcamp application (PATCH /bootcampsapplications/verify {applicationId}); shown only while unverified.
 * The call is one way, so VerifyButton asks first. The applicants page reads the same record, so it refreshes too.
 */
import { useDataProvider, type RaRecord } from 'react-admin';
import { VerifyButton } from '../common/VerifyButton';
import type { AppDataProvider } from '../providers/types';

export function VerifyApplicationButton({ record, variant = 'icon' }: { record: RaRecord & { verified?: boolean; fullName?: string }; variant?: 'icon' | 'button' }) {
  const dataProvider = useDataProvider<AppDataProvider>();
  return <VerifyButton record={record} resource="bootcamp-applications" variant={variant} verify={(id) => dataProvider.verifyBootcampApplication(id)} refresh={['bootcamp-applicants']} labelArgs={{ name: record.fullName ?? '' }} />;
}
