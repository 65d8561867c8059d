import type { Transporter } from '../../core/transporters/transporters.schemas.ts';
import type { TransporterRecord } from '../db/repositories/transporters.repository.ts';

/** A stored transporter as the API shows it (the version as `__v`). */
export function presentTransporter({ version, ...t }: TransporterRecord): Transporter {
  return { ...t, __v: version };
}
