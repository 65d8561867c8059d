/** A field check: the message for an invalid value, else null. */
export type FieldValidator = (field: string, value: unknown, row: unknown) => string | null;

const validators = new Map<string, FieldValidator>();

/**
 * The one seam through which the grid validates a cell before it is sent. Areas register their
 * entity's validator (today the zod schemas the server uses; later the rules engine's client).
 */
export function registerFieldValidator(entity: string, validator: FieldValidator): () => void {
  validators.set(entity, validator);
  return () => {
    if (validators.get(entity) === validator) validators.delete(entity);
  };
}

/** The message for this value of the entity's field, or null when it may be sent. */
export function validateField(entity: string, field: string, value: unknown, row: unknown): string | null {
  return validators.get(entity)?.(field, value, row) ?? null;
}
