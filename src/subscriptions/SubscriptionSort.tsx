/**
 * 'Sort By' (Created Date, Expiry Date, Amount) and 'Order' (Newest First, Oldest First) selects, each as wide as
 * its chosen value in every language (never cut).
 * They drive the List's sort (setSort), so the choice lives in the URL and the server sorts
 * (GET /subscriptions/admin/all?sortBy=…&sortOrder=…).
 */
import { MenuItem, Stack, TextField } from '@mui/material';
import { useListContext, useTranslate } from 'react-admin';

const R = 'resources.subscriptions';
export const SORT_FIELDS = ['createdAt', 'expiresAt', 'amount'] as const;

export const SubscriptionSort = () => {
  const { sort, setSort } = useListContext();
  const translate = useTranslate();
  const field = (SORT_FIELDS as readonly string[]).includes(sort.field) ? sort.field : 'createdAt';
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
      <TextField
        select
        size="small"
        label={translate(`${R}.filters.sortBy`)}
        value={field}
        onChange={(event) => setSort({ field: event.target.value, order: sort.order })}
        fullWidth={false}
        sx={{ minWidth: 150 }}
      >
        {SORT_FIELDS.map((f) => (
          <MenuItem key={f} value={f}>
            {translate(`${R}.sort.${f}`)}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        size="small"
        label={translate(`${R}.filters.order`)}
        value={sort.order}
        onChange={(event) => setSort({ field, order: event.target.value as 'ASC' | 'DESC' })}
        fullWidth={false}
        sx={{ minWidth: 150 }}
      >
        <MenuItem value="DESC">{translate(`${R}.sort.newest`)}</MenuItem>
        <MenuItem value="ASC">{translate(`${R}.sort.oldest`)}</MenuItem>
      </TextField>
    </Stack>
  );
};
