import { FREIGHT_STATUSES } from '../../../core/config/enums.ts';

/** A colour per freight status, in the status order (new warm → finished cool; cancelled grey). */
const STATUS_COLOURS: Record<string, string> = {
  new: '#d9822b',
  published: '#c9a227',
  answered: '#a3a833',
  accepted: '#6aa84f',
  reserved: '#3d9970',
  scheduled: '#1f7a3a',
  finalized: '#1f5fbf',
  arrived: '#3a4fbf',
  delivery: '#6a3dbf',
  shipped: '#8e3dbf',
  finished: '#555555',
  billed: '#333333',
  cancelled: '#aaaaaa',
};

/** The colour of a status (every status of the server's list has one). */
export const statusColour = (status: string): string => STATUS_COLOURS[status] ?? '#888888';

/** The statuses in their order, for the legend. */
export const LEGEND_STATUSES: readonly string[] = FREIGHT_STATUSES;

/** A stable colour per transporter (a hue from its id); no transporter: grey. */
export function transporterColour(id: string | null): string {
  if (id === null) return '#888888';
  let h = 0;
  for (let i = 0; i < id.length; i++) h = (h * 31 + id.charCodeAt(i)) % 360;
  return `hsl(${h}, 65%, 40%)`;
}
