/**
 * Stat cards of the courses screen over all data (docs/requirements.md §2): total courses, total units, education levels and
 * courses created this month, counted from the lists' totals (no education stats endpoint; useListCounts.ts).
 */
import { useMemo } from 'react';
import MenuBookIcon from '@mui/icons-material/MenuBook';
import VideoLibraryIcon from '@mui/icons-material/VideoLibrary';
import LayersIcon from '@mui/icons-material/Layers';
import EventIcon from '@mui/icons-material/Event';
import { StatCards } from '../common/StatCards';
import { startOfMonth, useCountSince, useListTotal } from '../common/useListCounts';

const S = 'resources.courses.stats';

export function CourseStats() {
  const since = useMemo(() => startOfMonth(), []);
  const courses = useListTotal('courses');
  const units = useListTotal('course-units');
  const levels = useListTotal('education-levels');
  const recent = useCountSince('courses', since);
  const all = [courses, units, levels, recent];
  return (
    <StatCards
      loading={all.some((q) => q.isPending)}
      error={all.some((q) => q.isError)}
      cards={[
        { label: `${S}.total`, value: courses.data, icon: <MenuBookIcon />, color: 'primary' },
        { label: `${S}.units`, value: units.data, icon: <VideoLibraryIcon />, color: 'success' },
        { label: `${S}.levels`, value: levels.data, icon: <LayersIcon />, color: 'secondary' },
        { label: `${S}.thisMonth`, value: recent.data, icon: <EventIcon />, color: 'info' },
      ]}
    />
  );
}
