import type { ReactNode } from 'react';

/**
 * The message line under a field: announced (role alert) while there is a message, kept (empty)
 * otherwise so that the form does not jump when one appears.
 */
export function FieldMessage({ message, id }: { message: string | null | undefined; id?: string }) {
  return (
    <span id={id} className="input-error" role={message ? 'alert' : undefined}>
      {message ?? ''}
    </span>
  );
}

/** A field labelled by its `label` (for the control with `id`), with its message line under it. */
export function FieldFrame(props: {
  id: string;
  label: string;
  error: string | null | undefined;
  children: ReactNode;
}) {
  return (
    <div className="input-field">
      <label htmlFor={props.id}>{props.label}</label>
      {props.children}
      <FieldMessage message={props.error} />
    </div>
  );
}
