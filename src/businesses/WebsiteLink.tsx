/**
 * A business website: a link only when safeHref accepts it (http/https); anything else — a `javascript:` URL
 * included — is shown as plain text and never becomes clickable.
 */
import { Link, Typography } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';
import { safeHref } from '../domain/url';
import type { Business } from '../domain/types';

const oneLine = {
  display: 'inline-block',
  maxWidth: 180,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  verticalAlign: 'middle',
} as const;

/** `compact` (table cells): one line, the host name only, cut with an ellipsis; the full address is the tooltip. */
export function WebsiteLink({ website, compact = false }: { website?: string | null; compact?: boolean }) {
  const translate = useTranslate();
  const record = useRecordContext<Business>();
  const value = website !== undefined ? website : record?.website;
  if (!value) {
    return (
      <Typography variant="body2" color="text.secondary" component="span">
        {translate('resources.businesses.noWebsite')}
      </Typography>
    );
  }
  const href = safeHref(value);
  if (!href) {
    return (
      <Typography variant="body2" component="span" title={value} sx={compact ? oneLine : { wordBreak: 'break-all' }}>
        {value}
      </Typography>
    );
  }
  return (
    <Link
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      variant="body2"
      title={value}
      onClick={(event) => event.stopPropagation()}
      sx={compact ? oneLine : { wordBreak: 'break-all' }}
    >
      {compact ? new URL(href).host : value}
    </Link>
  );
}
