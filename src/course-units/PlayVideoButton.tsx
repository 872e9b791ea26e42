/**
 * Opens a unit's video on the video site in a new tab (rel="noopener noreferrer"): the canonical watch URL of the
 * id parsed from the link, so only a recognised video link ever becomes a link. 'icon' in table rows (Play),
 * 'button' in the detail dialog (Watch Video). Nothing is rendered for a link that is not a video link.
 */
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import PlayIcon from '@mui/icons-material/PlayArrow';
import { useTranslate } from 'react-admin';
import { youtubeId, youtubeWatchUrl } from '../domain/video';
import { UNIT_KEYS } from './courseUnitRules';

export function PlayVideoButton({ link, variant = 'icon' }: { link: unknown; variant?: 'icon' | 'button' }) {
  const translate = useTranslate();
  const id = youtubeId(typeof link === 'string' ? link : null);
  if (!id) return null;
  const href = youtubeWatchUrl(id);
  if (variant === 'button') {
    return (
      <Button variant="outlined" startIcon={<PlayIcon />} href={href} target="_blank" rel="noopener noreferrer">
        {translate(`${UNIT_KEYS}.actions.watch`)}
      </Button>
    );
  }
  const label = translate(`${UNIT_KEYS}.actions.play`);
  return (
    <Tooltip title={label}>
      <IconButton
        size="small"
        aria-label={label}
        href={href}
        target="_blank"
        rel="noopener noreferrer"
        onClick={(event) => event.stopPropagation()}
      >
        <PlayIcon fontSize="small" />
      </IconButton>
    </Tooltip>
  );
}
