import { loadScreen } from '../screens';
import { lazyLoaded } from '../common/lazyLoaded';
import MailIcon from '@mui/icons-material/Mail';
import type { Message } from '../domain/types';
import { SHOW_DIALOG } from '../common/dialogViews';

/** Resource props of /messages (spec part 1 §4 Messages): list with a route-driven detail dialog. */
const MessageList = lazyLoaded(loadScreen.messages);

export default {
  ...SHOW_DIALOG,
  list: MessageList,
  icon: MailIcon,
  recordRepresentation: (record: Message) => record.fullName,
};
