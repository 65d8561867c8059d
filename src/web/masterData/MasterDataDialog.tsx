import { useState } from 'react';
import type { RulesContextInput } from '../../core/rules/ruleFacts.schemas.ts';
import type { RuleEntity } from '../../core/rules/ruleFile.schemas.ts';
import { useT } from '../i18n/useT.ts';
import { FormDialog } from '../ui/FormDialog.tsx';
import { NumberInput } from '../ui/inputs/NumberInput.tsx';
import { SelectInput } from '../ui/inputs/SelectInput.tsx';
import { TextInput } from '../ui/inputs/TextInput.tsx';
import { useDialogForm } from '../ui/useDialogForm.ts';
import { coerce, type FormField, yesNoOptions } from './masterDataForm.ts';
import { useRuleMessages } from './masterDataRules.ts';

type Form = Record<string, unknown>;

export interface MasterDataDialogProps {
  title: string;
  fields: readonly FormField[];
  /** The grid row being edited (booleans as 'true'/'false'), or null to create. */
  record: (Form & { id: string; __v: number }) | null;
  initial: Form;
  /** Client check of one field with the whole form (the same schema the server applies). */
  validate(field: string, value: unknown, form: Form): string | null;
  /** The rule entity that checks the form in the rules worker (the area's rules, as the server's). */
  rules?: RuleEntity;
  /** What the save path adds to the rules' context (a product's pallet types). */
  rulesCtx?: () => RulesContextInput;
  create(values: Form): Promise<unknown>;
  update(id: string, changes: Form): Promise<unknown>;
  onSaved(): void;
  onClose(): void;
  testId: string;
}

const toForm = (fields: readonly FormField[], src: Form): Form =>
  Object.fromEntries(
    fields.map((f) => [f.name, coerce(f.kind, src[f.name] ?? (f.kind === 'text' ? '' : null))]),
  );

/** Create or edit one master-data record; client checks first, the server's messages per field. */
export function MasterDataDialog(props: MasterDataDialogProps) {
  const t = useT();
  const { fields, record } = props;
  const dialog = useDialogForm<Form>(() => toForm(fields, record ?? props.initial));
  const { original, form, serverErrors, message } = dialog;
  const [version, setVersion] = useState(record?.__v ?? 0);
  const creating = record === null;
  // The values as they would be sent: every field when creating, the changed ones when editing.
  const toSend = creating
    ? form
    : Object.fromEntries(Object.entries(form).filter(([k, v]) => v !== original[k]));
  const rules = useRuleMessages(props.rules, fields, creating ? null : original, toSend, props.rulesCtx);
  const ownError = (name: string) => serverErrors[name] ?? props.validate(name, form[name], form);
  const error = (name: string) => ownError(name) ?? rules.messages[name] ?? null;
  // An answer of the rules about older values says nothing yet: the save checks what it sends itself.
  const valid = fields.every((f) => (rules.pending ? ownError(f.name) : error(f.name)) === null);
  const set = (name: string) => (value: unknown) => dialog.set(name, value);

  const save = (close: boolean) =>
    dialog.runSave(async () => {
      // The form as it is now (the last answer may be about an older one).
      // Only the dialog's fields: a value the screen adds itself (a transporter user's own
      // transporter) is the server's to judge.
      const refused = await rules.check();
      if (fields.some((f) => refused[f.name] !== undefined)) return;
      const values = Object.fromEntries(Object.entries(form).map(([k, v]) => [k, v === '' ? null : v]));
      if (creating) await props.create(values);
      else {
        const changed = Object.fromEntries(Object.entries(values).filter(([k]) => form[k] !== original[k]));
        const res = (await props.update(record.id, { ...changed, __v: version })) as Record<string, unknown>;
        const saved = Object.values(res).find((v) => v && typeof v === 'object') as
          | { __v?: number }
          | undefined;
        if (saved?.__v !== undefined) setVersion(saved.__v);
      }
      props.onSaved();
      dialog.setMessage(t('masterData.saved'));
      if (close) props.onClose();
      else dialog.setOriginal(form);
    });

  return (
    <FormDialog
      open
      title={props.title}
      {...dialog.formProps(valid, save, creating)}
      onClose={props.onClose}
      testId={props.testId}
    >
      <div className="form-grid">
        {fields.map((f, i) => {
          const label = t(f.labelKey);
          const err = error(f.name);
          const disabled = !creating && f.createOnly === true;
          let input: React.ReactNode;
          if (f.kind === 'bool' || f.kind === 'select') {
            const options = f.kind === 'bool' ? yesNoOptions() : (f.options?.() ?? []);
            input = (
              <SelectInput
                label={label}
                value={String(form[f.name] ?? '')}
                options={options}
                onChange={(v) => set(f.name)(f.kind === 'bool' ? v === 'true' : v)}
                error={err}
                disabled={disabled}
              />
            );
          } else if (f.kind === 'integer' || f.kind === 'float') {
            input = (
              <div>
                <NumberInput
                  label={label}
                  kind={f.kind}
                  {...(f.kind === 'float' && { decimals: 2 })}
                  {...(f.min !== undefined && { min: f.min })}
                  value={(form[f.name] as number | null) ?? null}
                  onChange={set(f.name)}
                />
                {err && <p className="input-error">{err}</p>}
              </div>
            );
          } else {
            input = (
              <TextInput
                label={label}
                value={String(form[f.name] ?? '')}
                onChange={set(f.name)}
                error={err}
                disabled={disabled}
                autoFocus={i === 0 && creating}
                maxLength={120}
              />
            );
          }
          return <div key={f.name}>{input}</div>;
        })}
      </div>
      <p className={Object.keys(serverErrors).length ? 'input-error' : 'grid-status'} role="status">
        {message}
      </p>
    </FormDialog>
  );
}
