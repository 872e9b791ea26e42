/**
 * RelatedTitles — the first titles of a record's children, then 'and N more' (spec part 2 §2: a level's edit view
 * shows up to 3 course titles, a course's up to 3 unit titles).
 *   <RelatedTitles label="resources.courses.related.units" items={record.courseUnits} empty="…" max={3} />
 * `items`: rows with a title (or strings). `label` heads the list ('Course Units (%{count})' gets { count });
 * `empty` is shown when there is none; `more` is the key of the remainder (default 'and %{count} more').
 * Titles are text (never HTML).
 */
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';

export interface RelatedTitlesProps {
  label: string;
  items?: ReadonlyArray<{ title?: unknown } | string> | null;
  empty: string;
  more?: string;
  max?: number;
}

export function RelatedTitles({ label, items, empty, more = 'app.common.andMore', max = 3 }: RelatedTitlesProps) {
  const translate = useTranslate();
  const titles = (items ?? []).map((item) => (typeof item === 'string' ? item : String(item.title ?? '')));
  const rest = titles.length - max;
  return (
    <Box sx={{ mt: 1, p: 1.5, borderRadius: 1, bgcolor: 'action.hover' }}>
      <Typography variant="subtitle2" component="p">
        {translate(label, { count: titles.length, smart_count: titles.length })}
      </Typography>
      {titles.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {translate(empty)}
        </Typography>
      ) : (
        <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
          {titles.slice(0, max).map((title, i) => (
            <Typography component="li" variant="body2" key={i} sx={{ overflowWrap: 'anywhere' }}>
              {title}
            </Typography>
          ))}
          {rest > 0 ? (
            <Typography component="li" variant="body2" color="text.secondary" sx={{ listStyle: 'none' }}>
              {translate(more, { count: rest, smart_count: rest })}
            </Typography>
          ) : null}
        </Box>
      )}
    </Box>
  );
}
