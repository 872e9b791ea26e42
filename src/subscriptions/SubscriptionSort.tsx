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
  const order = sort.order === 'ASC' ? 'ASC' : 'DESC';
  return (
    // useFlexGap: a select that wraps to a second line starts at its left edge, not 8 px in
    <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', justifyContent: 'flex-end' }}>
      <TextField
        select
        size="small"
        label={translate(`${R}.filters.sortBy`)}
        value={field}
        onChange={(event) => setSort({ field: event.target.value, order })}
        fullWidth={false}
        // (react-admin's theme makes inputs 100% wide on a phone, in a media query: both selects took a line each)
        sx={{ minWidth: 150, width: { xs: 'auto' } }}
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
        value={order}
        onChange={(event) => setSort({ field, order: event.target.value as 'ASC' | 'DESC' })}
        fullWidth={false}
        sx={{ minWidth: 150, width: { xs: 'auto' } }}
      >
        <MenuItem value="DESC">{translate(`${R}.sort.newest`)}</MenuItem>
        <MenuItem value="ASC">{translate(`${R}.sort.oldest`)}</MenuItem>
      </TextField>
    </Stack>
  );
};
