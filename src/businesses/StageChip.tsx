/** A business stage as a small badge, each stage in its own hue (src/domain/colors.ts STAGE_HUES); unknown values grey. */
import { Chip } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';
import { stageLabel } from '../common/optionLabels';
import { STAGE_HUES } from '../domain/colors';
import type { Business } from '../domain/types';

export function StageChip({ stage }: { stage?: string | null }) {
  const translate = useTranslate();
  const record = useRecordContext<Business>();
  const value = stage ?? record?.stage;
  if (!value) return null;
  const hue = value in STAGE_HUES ? STAGE_HUES[value as keyof typeof STAGE_HUES] : undefined;
  return (
    <Chip
      size="small"
      label={translate(stageLabel(value), { _: value })}
      variant="filled"
      sx={hue ? { bgcolor: hue, color: '#fff' } : undefined}
    />
  );
}
