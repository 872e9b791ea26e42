import { loadScreen } from '../screens';
import { lazyLoaded } from '../common/lazyLoaded';
import MailIcon from '@mui/icons-material/Mail';
import type { Message } from '../domain/types';

/** Resource props of /messages (spec part 1 §4 Messages): list with a route-driven detail dialog. */
const MessageList = lazyLoaded(loadScreen.messages);

export default {
  list: MessageList,
  icon: MailIcon,
  recordRepresentation: (record: Message) => record.fullName,
};
