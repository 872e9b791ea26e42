/**
 * An opportunity's image, or an icon of its type when it has none or the image fails to load (docs/requirements.md §2
 * "image or icon"). Decorative: the title is always written beside it. Only http(s) or root-relative sources load
 * (safeImageSrc); `src` overrides the record's address (the form's preview of a chosen file).
 */
import WorkIcon from '@mui/icons-material/WorkOutlined';
import EventIcon from '@mui/icons-material/EventOutlined';
import BuildIcon from '@mui/icons-material/BuildOutlined';
import GroupsIcon from '@mui/icons-material/GroupsOutlined';
import SchoolIcon from '@mui/icons-material/SchoolOutlined';
import AssignmentIcon from '@mui/icons-material/AssignmentOutlined';
import { safeImageSrc } from '../domain/url';
import { ImageAvatar } from '../common/ImageAvatar';
import { PRIMARY_AVATAR } from '../theme';

const ICONS: Record<string, typeof WorkIcon> = {
  Event: EventIcon,
  Workshop: BuildIcon,
  Conference: GroupsIcon,
  Training: SchoolIcon,
  Internship: SchoolIcon,
  Contract: AssignmentIcon,
};

export interface OpportunityImageProps {
  imageUrl?: string | null;
  type?: string | null;
  src?: string | null;
  width?: number;
  height?: number;
}

export function OpportunityImage({ imageUrl, type, src, width = 40, height = 40 }: OpportunityImageProps) {
  const source = src ?? safeImageSrc(imageUrl);
  const Icon = (type && ICONS[type]) || WorkIcon;
  return (
    <ImageAvatar variant="rounded" aria-hidden src={source} sx={{ width, height, ...PRIMARY_AVATAR }} imageSx={{ bgcolor: 'action.hover' }}>
      <Icon fontSize={height >= 80 ? 'large' : 'small'} />
    </ImageAvatar>
  );
}
