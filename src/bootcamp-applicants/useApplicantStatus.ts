/**
 * useApplicantStatus() → react-query mutation setting an applicant's status (PATCH /applications/{id} {status},
 * dataProvider.setApplicantStatus). Success: 'Status Updated' / 'Application status changed to {status}' (the status
 * in lower case) and the applicants list, its counts and the record refresh, with the applications screen (the same
 * records). Failure: 'Update Failed' with the
 * server's message, else 'Failed to update application status'. `isPending` is per caller, so only the row (or the
 * dialog) that saves is disabled.
 */
import { useMutation } from '@tanstack/react-query';
import { useDataProvider, useTranslate, type Identifier } from 'react-admin';
import { errorTitleOf, failureMessage } from '../common/mutationFeedback';
import { useRefreshAfterMutation } from '../common/useRefreshAfterMutation';
import { useToast } from '../common/useToast';
import type { ApplicantStatus } from '../domain/types';
import type { AppDataProvider } from '../providers/types';

const R = 'resources.bootcamp-applicants';

export function useApplicantStatus() {
  const dataProvider = useDataProvider<AppDataProvider>();
  const translate = useTranslate();
  const toast = useToast();
  const refresh = useRefreshAfterMutation();
  return useMutation({
    mutationFn: ({ id, status }: { id: Identifier; status: ApplicantStatus }) => dataProvider.setApplicantStatus(id, status),
    onSuccess: async (_data, { status }) => {
      toast.success(`${R}.notifications.statusUpdated`, `${R}.notifications.statusUpdatedMessage`, {
        status: translate(`${R}.statuses.${status}`).toLocaleLowerCase(),
      });
      await refresh(['bootcamp-applicants', 'bootcamp-applications']);
    },
    onError: (error) =>
      toast.error(errorTitleOf(error, `${R}.notifications.updateFailed`), failureMessage(error, `${R}.notifications.updateFailedMessage`)),
  });
}
