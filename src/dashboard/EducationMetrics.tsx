/** Education metrics progress list: Course Units Available, Quizzes Created, User Verification Rate, Business Growth. */
import { Box, LinearProgress, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { DashboardCard } from './DashboardCard';
import type { DashboardStats } from '../domain/types';
import { educationMetrics } from './chartData';
import { useFormat } from '../common/useFormat';

const D = 'app.dashboard.metrics';

export const EducationMetrics = ({ stats }: { stats: DashboardStats }) => {
  const translate = useTranslate();
  const { formatNumber, formatPercent } = useFormat();
  return (
    <DashboardCard title={translate(`${D}.title`)}>
        <Stack spacing={2}>
          {educationMetrics(stats).map((m) => {
            const label = translate(`${D}.${m.key}`);
            const shown = m.isRate ? formatPercent(m.value) : formatNumber(m.value);
            return (
              <Box key={m.key}>
                <Box sx={{ display: 'flex', justifyContent: 'space-between', mb: 0.5 }}>
                  <Typography variant="body2">{label}</Typography>
                  <Typography variant="body2" sx={{ fontWeight: 600 }}>
                    {shown}
                  </Typography>
                </Box>
                <LinearProgress variant="determinate" value={m.progress} aria-label={`${label}: ${shown}`} sx={{ height: 8, borderRadius: 4 }} />
              </Box>
            );
          })}
        </Stack>
    </DashboardCard>
  );
};
