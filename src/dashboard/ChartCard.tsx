/**
 * A titled dashboard card around one chart: the chart is a labelled figure (role img) and its values are
 * also given as text (a visually hidden list for screen readers, and a visible 'No data yet' when empty).
 * Chart or 'No data yet', the card keeps the height of the placeholder shown before it (chartLayout.tsx).
 */
import { Box, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { DashboardCard } from './DashboardCard';
import { CHART_HEIGHT } from './chartLayout';

const visuallyHidden = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  m: 0,
  p: 0,
} as const;

export interface ChartCardProps {
  title: string;
  /** Already translated "label: value" lines. */
  values: string[];
  empty: boolean;
  children: ReactNode;
}

export const ChartCard = ({ title, values, empty, children }: ChartCardProps) => {
  const translate = useTranslate();
  const heading = translate(title);
  return (
    <DashboardCard title={heading} sx={{ minWidth: 0, position: 'relative' }}>
        {empty ? (
          <Typography color="text.secondary" sx={{ height: CHART_HEIGHT, display: 'flex', alignItems: 'center', justifyContent: 'center' }}>
            {translate('app.dashboard.charts.noData')}
          </Typography>
        ) : (
          <Box role="img" aria-label={`${heading}: ${values.join(', ')}`} sx={{ height: CHART_HEIGHT }}>
            {children}
          </Box>
        )}
        <Box component="ul" sx={visuallyHidden} data-testid="chart-values">
          {values.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </Box>
    </DashboardCard>
  );
};
