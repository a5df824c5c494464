/** Icon names a definition may use → MUI icons (keeps definitions free of React imports). */
import type { SvgIconComponent } from '@mui/icons-material';
import AssessmentIcon from '@mui/icons-material/Assessment';
import BadgeIcon from '@mui/icons-material/Badge';
import BlockIcon from '@mui/icons-material/Block';
import DescriptionIcon from '@mui/icons-material/Description';
import DirectionsBoatIcon from '@mui/icons-material/DirectionsBoat';
import LocalShippingIcon from '@mui/icons-material/LocalShipping';
import LockOpenIcon from '@mui/icons-material/LockOpen';
import MailIcon from '@mui/icons-material/Mail';
import MeetingRoomIcon from '@mui/icons-material/MeetingRoom';
import PeopleIcon from '@mui/icons-material/People';
import PersonIcon from '@mui/icons-material/Person';
import WarehouseIcon from '@mui/icons-material/Warehouse';
import FormatListNumberedIcon from '@mui/icons-material/FormatListNumbered';
import GridOnIcon from '@mui/icons-material/GridOn';

const ICONS = {
  agent: BadgeIcon,
  storekeeper: WarehouseIcon,
  lineOperator: DirectionsBoatIcon,
  block: BlockIcon,
  unblock: LockOpenIcon,
  gate: MeetingRoomIcon,
  mail: MailIcon,
  trucking: LocalShippingIcon,
  functionary: PeopleIcon,
  record: DescriptionIcon,
  user: PersonIcon,
  report: AssessmentIcon,
  yard: GridOnIcon,
  sequence: FormatListNumberedIcon,
} satisfies Record<string, SvgIconComponent>;

/** Icon names a definition or an area may use: a new one is a line of the table above. */
export type IconName = keyof typeof ICONS;

export const iconFor = (name: IconName | undefined): SvgIconComponent => ICONS[name ?? 'record'];
