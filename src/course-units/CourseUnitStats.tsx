/**
 * Stat cards of the course units screen (docs/requirements.md §2): Total Units, Video Lessons (every unit is a video lesson:
 * its link is required), Courses, This Month (units created in the current calendar month). No stats endpoint: list
 * totals and a newest-first count (common/useListCounts), over all data.
 */
import VideoLibraryIcon from '@mui/icons-material/VideoLibrary';
import OndemandVideoIcon from '@mui/icons-material/OndemandVideo';
import MenuBookIcon from '@mui/icons-material/MenuBook';
import CalendarMonthIcon from '@mui/icons-material/CalendarMonth';
import { StatCards } from '../common/StatCards';
import { startOfMonth, useCountSince, useListTotal } from '../common/useListCounts';

const S = 'resources.course-units.stats';

export function CourseUnitStats() {
  const units = useListTotal('course-units');
  const courses = useListTotal('courses');
  const thisMonth = useCountSince('course-units', startOfMonth());
  const all = [units, courses, thisMonth];
  return (
    <StatCards
      loading={all.some((q) => q.isPending)}
      error={all.some((q) => q.error)}
      cards={[
        { label: `${S}.total`, value: units.data, icon: <VideoLibraryIcon />, color: 'primary' },
        { label: `${S}.videos`, value: units.data, icon: <OndemandVideoIcon />, color: 'error' },
        { label: `${S}.courses`, value: courses.data, icon: <MenuBookIcon />, color: 'success' },
        { label: `${S}.thisMonth`, value: thisMonth.data, icon: <CalendarMonthIcon />, color: 'secondary' },
      ]}
    />
  );
}
