import {
  type BaseConfig,
  openingHoursEntrySchema,
  type UpdateBaseConfigInput,
  updateBaseConfigSchema,
} from '../../../core/baseConfig/baseConfig.schemas.ts';
import { RULE_MESSAGES } from '../../../core/validation/generalRules.ts';
import { sameData } from '../../ui/dialogState.ts';

export const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;

/** The editable form of the base config: numbers may be empty while typing, hours per weekday. */
export interface BaseConfigForm {
  deliveryInterval: number | null;
  deliveryIntervalType: BaseConfig['deliveryIntervalType'];
  freightDeadlineWarningInterval: number | null;
  transporterReplyDeadline: number | null;
  unloadTimePerPallet: number | null;
  transporterTimeSlotLimit: number | null;
  lengthOfTimeSlot: number | null;
  packingAlgorithm: BaseConfig['packingAlgorithm'];
  routingMethod: BaseConfig['routingMethod'];
  hours: Record<number, { from: string; to: string }>;
  fuzzySearch?: { enabled: boolean; threshold: number | null };
  shippingNotificationConfig?: NonNullable<BaseConfig['shippingNotificationConfig']>;
  proxyConfig?: NonNullable<BaseConfig['proxyConfig']>;
  /** Freight bills' price audit tolerance, Ft: the default and per factory id (null = the default). */
  billAuditTolerance: { default: number | null; factories: Record<string, number | null> };
}

export const NUMBER_FIELDS = [
  'deliveryInterval',
  'freightDeadlineWarningInterval',
  'transporterReplyDeadline',
  'unloadTimePerPallet',
  'transporterTimeSlotLimit',
  'lengthOfTimeSlot',
] as const;

/** The server's record as a form; optional parts only where the role received them. */
export function toForm(c: BaseConfig): BaseConfigForm {
  return {
    deliveryInterval: c.deliveryInterval,
    deliveryIntervalType: c.deliveryIntervalType,
    freightDeadlineWarningInterval: c.freightDeadlineWarningInterval,
    transporterReplyDeadline: c.transporterReplyDeadline,
    unloadTimePerPallet: c.unloadTimePerPallet,
    transporterTimeSlotLimit: c.transporterTimeSlotLimit,
    lengthOfTimeSlot: c.lengthOfTimeSlot,
    packingAlgorithm: c.packingAlgorithm,
    routingMethod: c.routingMethod,
    hours: Object.fromEntries(
      WEEKDAYS.map((w) => {
        const e = c.openingHours.find((o) => o.weekday === w);
        return [w, { from: e?.from ?? '', to: e?.to ?? '' }];
      }),
    ),
    ...(c.fuzzySearch && { fuzzySearch: { ...c.fuzzySearch } }),
    ...(c.shippingNotificationConfig && { shippingNotificationConfig: { ...c.shippingNotificationConfig } }),
    ...(c.proxyConfig && { proxyConfig: { ...c.proxyConfig } }),
    billAuditTolerance: {
      default: c.billAuditTolerance?.default ?? 0,
      factories: { ...c.billAuditTolerance?.factories },
    },
  };
}

/** The whole form as the PUT body's field shapes (empty numbers stay null for the checks). */
function asBody(f: BaseConfigForm): Record<string, unknown> {
  const { hours, fuzzySearch, billAuditTolerance: tolerance, ...rest } = f;
  return {
    ...rest,
    billAuditTolerance: {
      default: tolerance.default,
      factories: Object.fromEntries(Object.entries(tolerance.factories).filter(([, v]) => v !== null)),
    },
    openingHours: WEEKDAYS.filter((w) => hours[w]?.from || hours[w]?.to).map((w) => ({
      weekday: w,
      from: hours[w]?.from ?? '',
      to: hours[w]?.to ?? '',
    })),
    ...(fuzzySearch && { fuzzySearch }),
  };
}

/** Only what changed against the original, plus the version: the PUT body. */
export function changedFields(
  original: BaseConfigForm,
  form: BaseConfigForm,
  version: number,
): UpdateBaseConfigInput {
  const before = asBody(original);
  const after = asBody(form);
  const change: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(after)) if (!sameData(before[k], v)) change[k] = v;
  return { ...(change as UpdateBaseConfigInput), __v: version };
}

/** The values the rules engine sees (the base-config fact shape). */
export function rulesFacts(form: BaseConfigForm): Record<string, unknown> {
  return asBody(form);
}

/** Message per weekday's opening hours: both ends or none, valid times, opening before closing. */
function hoursErrors(form: BaseConfigForm, bothMessage: string): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const w of WEEKDAYS) {
    const h = form.hours[w] ?? { from: '', to: '' };
    if (h.from === '' && h.to === '') continue;
    if (h.from === '' || h.to === '') {
      errors[`hours.${w}`] = bothMessage;
      continue;
    }
    const parsed = openingHoursEntrySchema.safeParse({ weekday: w, ...h });
    if (!parsed.success) errors[`hours.${w}`] = parsed.error.issues[0]?.message ?? RULE_MESSAGES.time;
  }
  return errors;
}

/**
 * The server's own checks on the form (the core zod schema of PUT /api/baseConfig), keyed by
 * field path (`deliveryInterval`, `proxyConfig.url`, `hours.3`); empty numbers are required.
 */
export function formErrors(form: BaseConfigForm, bothMessage: string): Record<string, string> {
  const errors: Record<string, string> = hoursErrors(form, bothMessage);
  for (const f of NUMBER_FIELDS) if (form[f] === null) errors[f] = RULE_MESSAGES.required;
  if (form.billAuditTolerance.default === null) errors['billAuditTolerance.default'] = RULE_MESSAGES.required;
  if (form.fuzzySearch && form.fuzzySearch.threshold === null)
    errors['fuzzySearch.threshold'] = RULE_MESSAGES.required;
  const { openingHours: _, ...body } = asBody(form);
  const parsed = updateBaseConfigSchema.safeParse(body);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const key = issue.path.map(String).join('.');
      errors[key] ??= issue.message;
    }
  }
  return errors;
}
