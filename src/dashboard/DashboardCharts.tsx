/**
 * The dashboard's three charts (@mui/x-charts, loaded lazily in their own chunk): user growth bars,
 * business sectors donut, bootcamp status donut. Axis ticks, tooltips and month names follow the admin's locale.
 */
import { BarChart } from '@mui/x-charts/BarChart';
import { PieChart } from '@mui/x-charts/PieChart';
import { useTranslate } from 'react-admin';
import type { DashboardStats } from '../domain/types';
import { BOOTCAMP_PHASE_CHART_COLORS, CHART_PALETTE } from '../domain/colors';
import { sectorLabel } from '../common/optionLabels';
import { useFormat } from '../common/useFormat';
import { ChartCard } from './ChartCard';
import { CHART_HEIGHT as HEIGHT, CHART_TITLES, ChartsGrid } from './chartLayout';
import { bootcampSlices, MIN_BAR_PX, monthLabel, sectorSlices, userGrowth, type Slice } from './chartData';

const D = 'app.dashboard.charts';
const [GROWTH_TITLE, SECTORS_TITLE, BOOTCAMPS_TITLE] = CHART_TITLES;

interface DonutProps {
  slices: Slice[];
  labelOf: (id: string) => string;
  colorOf: (id: string, i: number) => string;
  formatValue: (value: number) => string;
}

const Donut = ({ slices, labelOf, colorOf, formatValue }: DonutProps) => (
  <PieChart
    height={HEIGHT}
    series={[
      {
        data: slices.map((s, i) => ({ id: s.id, value: s.value, label: labelOf(s.id), color: colorOf(s.id, i) })),
        innerRadius: 55,
        outerRadius: 100,
        paddingAngle: 2,
        cornerRadius: 3,
        valueFormatter: (item) => formatValue(item.value),
      },
    ]}
  />
);

export const DashboardCharts = ({ stats }: { stats: DashboardStats }) => {
  const translate = useTranslate();
  const { locale, formatNumber } = useFormat();
  const count = (value: number | null) => formatNumber(value);
  const growth = userGrowth(stats.users);
  const labels = growth.map((p) => monthLabel(p.month, locale));
  const sectors = sectorSlices(stats.businesses.bySector);
  const phases = bootcampSlices(stats.bootcamps);
  const phaseLabel = (id: string) => translate(`${D}.phases.${id}`);
  const sectorName = (id: string) => translate(sectorLabel(id), { _: id });
  const line = (label: string, value: number) => translate(`${D}.valueLine`, { label, value: count(value) });
  return (
    <ChartsGrid>
      <ChartCard
        title={GROWTH_TITLE}
        values={growth.map((p, i) => line(labels[i], p.users))}
        empty={stats.users.total === 0}
      >
        <BarChart
          height={HEIGHT}
          hideLegend
          xAxis={[{ scaleType: 'band', data: labels }]}
          // wide enough for '100,000' and its French and Swahili forms, never cut
          yAxis={[{ valueFormatter: count, width: 64 }]}
          series={[
            { data: growth.map((p) => p.users), label: translate(`${D}.users`), minBarSize: MIN_BAR_PX, color: CHART_PALETTE[0], valueFormatter: count },
          ]}
        />
      </ChartCard>
      <ChartCard title={SECTORS_TITLE} values={sectors.map((s) => line(sectorName(s.id), s.value))} empty={sectors.length === 0}>
        <Donut slices={sectors} labelOf={sectorName} colorOf={(_, i) => CHART_PALETTE[i % CHART_PALETTE.length]} formatValue={count} />
      </ChartCard>
      <ChartCard
        title={BOOTCAMPS_TITLE}
        values={phases.map((s) => line(phaseLabel(s.id), s.value))}
        empty={phases.every((s) => s.value === 0)}
      >
        <Donut
          slices={phases}
          labelOf={phaseLabel}
          colorOf={(id) => BOOTCAMP_PHASE_CHART_COLORS[id as keyof typeof BOOTCAMP_PHASE_CHART_COLORS]}
          formatValue={count}
        />
      </ChartCard>
    </ChartsGrid>
  );
};

export default DashboardCharts;
