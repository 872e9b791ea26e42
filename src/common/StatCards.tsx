/**
 * StatCards — the row of stat cards above a list or on the dashboard.
 * Props: `cards: StatCard[]` ({ label: i18n key, value: number | string (numbers are formatted in the current locale),
 * hint?: already-translated text, icon?: element, color?: palette name }), `loading` (values and hints become
 * skeletons: a card whose hint is known only with the values gives '' meanwhile, so no card grows when they arrive),
 * `error` (values become '—' and 'Failed to fetch stats' is shown). Responsive grid: 4 across on wide screens,
 * 2 from 600 px, 1 on phones. Feed it from `useStats(resource)` (all data, not the current page).
 */
import type { ReactElement } from 'react';
import Alert from '@mui/material/Alert';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import { useFormat } from './useFormat';

export type StatColor = 'primary' | 'success' | 'warning' | 'error' | 'info' | 'secondary';

export interface StatCard {
  label: string;
  value: number | string | null | undefined;
  hint?: string;
  icon?: ReactElement;
  color?: StatColor;
}

export interface StatCardsProps {
  cards: StatCard[];
  loading?: boolean;
  error?: boolean;
}

export function StatCards({ cards, loading = false, error = false }: StatCardsProps) {
  const translate = useTranslate();
  const { formatNumber } = useFormat();
  const across = Math.min(Math.max(cards.length, 1), 4);
  return (
    <Box sx={{ mb: 2 }}>
      {error ? (
        <Alert severity="error" sx={{ mb: 1.5 }}>
          {translate('app.common.stats.error')}
        </Alert>
      ) : null}
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', lg: `repeat(${across}, 1fr)` },
        }}
      >
        {cards.map((card) => (
          <Card key={card.label} variant="outlined" sx={{ p: 2, display: 'flex', alignItems: 'center', gap: 2 }}>
            {card.icon ? (
              <Avatar sx={{ bgcolor: `${card.color ?? 'primary'}.main`, color: `${card.color ?? 'primary'}.contrastText` }}>
                {card.icon}
              </Avatar>
            ) : null}
            <Box sx={{ minWidth: 0 }}>
              <Typography variant="body2" color="text.secondary" noWrap>
                {translate(card.label, { _: card.label })}
              </Typography>
              <Typography variant="h5" component="p" sx={{ fontWeight: 600 }} aria-busy={loading || undefined}>
                {loading ? <Skeleton width={60} /> : error ? '—' : displayValue(card.value, formatNumber)}
              </Typography>
              {card.hint !== undefined && !error ? (
                <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
                  {loading ? <Skeleton width={120} /> : card.hint}
                </Typography>
              ) : null}
            </Box>
          </Card>
        ))}
      </Box>
    </Box>
  );
}

function displayValue(value: StatCard['value'], formatNumber: (n: number) => string): string {
  if (value === null || value === undefined || value === '') return '0';
  return typeof value === 'number' ? formatNumber(value) : value;
}
