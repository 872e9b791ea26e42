/**
 * The frame of the dashboard's three charts, shared by the charts (DashboardCharts, their own lazy chunk with
 * @mui/x-charts) and by the placeholder shown until that chunk has arrived: the same grid, the same titled cards
 * and the same fixed chart height, so nothing below moves when the charts replace it (no layout shift).
 */
import { Box, Skeleton } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { DashboardCard } from './DashboardCard';

/** Height of each chart's drawing area (px), the same in every state: loading, drawn or empty. */
export const CHART_HEIGHT = 260;

export const CHART_TITLES = ['app.dashboard.charts.userGrowth', 'app.dashboard.charts.sectors', 'app.dashboard.charts.bootcamps'] as const;

/** User growth (full width up to xl, then double), then the two donuts. */
export const ChartsGrid = ({ children: [growth, sectors, bootcamps] }: { children: [ReactNode, ReactNode, ReactNode] }) => (
  <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr', xl: '2fr 1fr 1fr' } }}>
    <Box sx={{ gridColumn: { md: '1 / -1', xl: 'auto' }, minWidth: 0 }}>{growth}</Box>
    {sectors}
    {bootcamps}
  </Box>
);

/** The three chart cards with their titles and a skeleton where each chart will be drawn. */
export const ChartsPlaceholder = () => {
  const translate = useTranslate();
  const [growth, sectors, bootcamps] = CHART_TITLES.map((title) => (
    <DashboardCard key={title} title={translate(title)} sx={{ minWidth: 0 }}>
      <Skeleton variant="rounded" height={CHART_HEIGHT} aria-hidden />
    </DashboardCard>
  ));
  return (
    <Box aria-busy="true">
      <ChartsGrid>{[growth, sectors, bootcamps]}</ChartsGrid>
    </Box>
  );
};
