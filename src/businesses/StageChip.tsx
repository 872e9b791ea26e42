/** A business stage as a small badge, each stage in its own colour (src/domain/colors.ts STAGE_COLORS). */
import { Chip } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';
import { STAGE_COLORS, colorOf } from '../domain/colors';
import type { Business } from '../domain/types';
import { stageLabel } from './choices';

export function StageChip({ stage }: { stage?: string | null }) {
  const translate = useTranslate();
  const record = useRecordContext<Business>();
  const value = stage ?? record?.stage;
  if (!value) return null;
  return (
    <Chip
      size="small"
      label={translate(stageLabel(value), { _: value })}
      color={colorOf(STAGE_COLORS, value)}
      variant="filled"
    />
  );
}
