/**
 * RelatedTitles — the titles of a record's children under a heading, or a line saying there is none (docs/requirements.md
 * §2: a level's edit view shows up to 3 course titles, a course's up to 3 unit titles; the details dialogs all).
 *   <RelatedTitles label="resources.courses.related.units" items={record.courseUnits} empty="…" max={3} />
 *   <RelatedTitles variant="section" label="…" items={record.courses} empty="…" linkTo={(course) => path} />
 * `items`: rows with a title (or strings). `label` heads the list ('Course Units (%{count})' gets { count });
 * `empty` is shown when there is none. `max`: the titles shown (default all), then `more`, the key of the
 * remainder (default 'and %{count} more'). `linkTo`: each title a link to that path (e.g. the child's details
 * dialog). `variant`: 'panel' (default: a tinted box, the heading a paragraph, beside a form's fields) or
 * 'section' (plain, the heading an h4 under the dialog's h3 title). Titles are text (never HTML).
 */
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useTranslate, type Identifier } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';

export type RelatedItem = { id?: Identifier; title?: unknown };

export interface RelatedTitlesProps {
  label: string;
  items?: ReadonlyArray<RelatedItem | string> | null;
  empty: string;
  more?: string;
  max?: number;
  linkTo?: (item: RelatedItem) => string;
  variant?: 'panel' | 'section';
}

const PANEL_SX = { mt: 1, p: 1.5, borderRadius: 1, bgcolor: 'action.hover' } as const;

export function RelatedTitles({ label, items, empty, more = 'app.common.andMore', max = Infinity, linkTo, variant = 'panel' }: RelatedTitlesProps) {
  const translate = useTranslate();
  const rows = (items ?? []).map((item) => (typeof item === 'string' ? { title: item } : item));
  const rest = rows.length - max;
  return (
    <Box sx={variant === 'panel' ? PANEL_SX : undefined}>
      <Typography variant="subtitle2" component={variant === 'panel' ? 'p' : 'h4'}>
        {translate(label, { count: rows.length, smart_count: rows.length })}
      </Typography>
      {rows.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {translate(empty)}
        </Typography>
      ) : (
        <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
          {rows.slice(0, max).map((row, i) => (
            <Typography component="li" variant="body2" key={row.id ?? i} sx={{ overflowWrap: 'anywhere' }}>
              {linkTo ? (
                <Link component={RouterLink} to={linkTo(row)}>
                  {String(row.title ?? '')}
                </Link>
              ) : (
                String(row.title ?? '')
              )}
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
