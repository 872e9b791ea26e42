/**
 * Above the table while the list shows one opportunity's applications (from its row's link, or the opportunity
 * filter): 'Applications to "{title}"' and 'Show all applications', which clears that filter.
 */
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useGetOne, useListContext, useTranslate } from 'react-admin';

const R = 'resources.opportunity-applications';

export function OpportunityBanner() {
  const translate = useTranslate();
  const { filterValues, setFilters, displayedFilters } = useListContext();
  const id = filterValues.opportunityId as number | string | undefined;
  const { data } = useGetOne('opportunities', { id: id as number }, { enabled: id !== undefined && id !== null && id !== '' });
  if (id === undefined || id === null || id === '') return null;
  const clear = () => {
    const { opportunityId: _removed, ...rest } = filterValues;
    setFilters(rest, displayedFilters);
  };
  return (
    <Alert
      severity="info"
      sx={{ mb: 1, alignItems: 'center' }}
      action={
        <Button color="inherit" size="small" onClick={clear}>
          {translate(`${R}.actions.showAll`)}
        </Button>
      }
    >
      {data ? translate(`${R}.forOpportunity`, { title: data.title }) : translate(`${R}.forOpportunityLoading`)}
    </Alert>
  );
}
