/**
 * Stat cards of the education levels screen over all data (docs/requirements.md §2): total levels, total courses and levels
 * created this month, counted from the lists' totals (the API has no education stats endpoint; useListCounts.ts).
 */
import { useMemo } from 'react';
import LayersIcon from '@mui/icons-material/Layers';
import MenuBookIcon from '@mui/icons-material/MenuBook';
import EventIcon from '@mui/icons-material/Event';
import { StatCards } from '../common/StatCards';
import { startOfMonth, useCountSince, useListTotal } from '../common/useListCounts';

const S = 'resources.education-levels.stats';

export function EducationLevelStats() {
  const since = useMemo(() => startOfMonth(), []);
  const levels = useListTotal('education-levels');
  const courses = useListTotal('courses');
  const recent = useCountSince('education-levels', since);
  const all = [levels, courses, recent];
  return (
    <StatCards
      loading={all.some((q) => q.isPending)}
      error={all.some((q) => q.isError)}
      cards={[
        { label: `${S}.total`, value: levels.data, icon: <LayersIcon />, color: 'primary' },
        { label: `${S}.courses`, value: courses.data, icon: <MenuBookIcon />, color: 'success' },
        { label: `${S}.thisMonth`, value: recent.data, icon: <EventIcon />, color: 'info' },
      ]}
    />
  );
}
