/** A titled, full-height outlined card of the dashboard; `title` is already translated. */
import { Card, CardContent, Typography, type SxProps, type Theme } from '@mui/material';
import type { ReactNode } from 'react';

export const DashboardCard = ({ title, gutter = true, sx, children }: { title: string; gutter?: boolean; sx?: SxProps<Theme>; children: ReactNode }) => (
  <Card variant="outlined" sx={[{ height: '100%' }, ...(Array.isArray(sx) ? sx : [sx])]}>
    <CardContent>
      <Typography variant="h6" component="h2" gutterBottom={gutter}>
        {title}
      </Typography>
      {children}
    </CardContent>
  </Card>
);
