import { DEFAULT_USER_ROLE } from '../../../core/permissions/roles.ts';
import { registerSchema, type User, userFieldError } from '../../../core/users/users.schemas.ts';
import { useT } from '../../i18n/useT.ts';
import { yesNoOptions } from '../../masterData/masterDataForm.ts';
import { FormDialog } from '../../ui/FormDialog.tsx';
import { SelectInput } from '../../ui/inputs/SelectInput.tsx';
import { TextInput } from '../../ui/inputs/TextInput.tsx';
import { useDialogForm } from '../../ui/useDialogForm.ts';
import { roleOptions, userLabel } from './userColumns.ts';
import { createUser, updateUser } from './usersApi.ts';

interface Form {
  username: string;
  password: string;
  lastName: string;
  firstName: string;
  email: string;
  role: string;
  /** 'true' | 'false', as the yes/no select carries it. */
  active: string;
}

const toForm = (u: User | null): Form => ({
  username: u?.username ?? '',
  password: '',
  lastName: u?.lastName ?? '',
  firstName: u?.firstName ?? '',
  email: u?.email ?? '',
  role: u?.role ?? DEFAULT_USER_ROLE,
  active: String(u?.active ?? true),
});

/** Create (default role logistics viewer) or edit a user; messages from the server's own schema. */
export function UserDialog({
  user,
  onSaved,
  onClose,
}: {
  user: User | null;
  onSaved(u: User): void;
  onClose(): void;
}) {
  const t = useT();
  const dialog = useDialogForm(() => toForm(user));
  const { original, form, serverErrors, message } = dialog;
  const creating = user === null;
  const error = (field: keyof Form): string | null => {
    if (serverErrors[field]) return serverErrors[field] ?? null;
    if (field === 'password') {
      if (!creating && form.password === '') return null;
      const r = registerSchema.shape.password.safeParse(form.password);
      return r.success ? null : (r.error.issues[0]?.message ?? null);
    }
    if (field === 'active') return null;
    return userFieldError(field, form[field]);
  };
  const fields: (keyof Form)[] = ['username', 'password', 'lastName', 'firstName', 'email', 'role', 'active'];
  const valid = fields.every((f) => error(f) === null);
  // A field's label (its users.* text), value, typing and message.
  const field = (key: keyof Form) => ({
    label: t(`users.${key}`),
    value: form[key],
    onChange: (value: string) => dialog.set(key, value),
    error: error(key),
  });

  // A conflict or refusal keeps the user's input and says why.
  const save = (close: boolean) =>
    dialog.runSave(async () => {
      const { active, ...fieldsOfNew } = form;
      const changed = fields.filter((f) => form[f] !== original[f]);
      const res = creating
        ? await createUser(fieldsOfNew)
        : await updateUser(user.id, {
            ...Object.fromEntries(changed.filter((f) => f !== 'active').map((f) => [f, form[f]])),
            ...(changed.includes('active') && { active: active === 'true' }),
            __v: user.__v,
          });
      onSaved(res.user);
      dialog.setMessage(t(creating ? 'users.created' : 'users.modified'));
      if (close) onClose();
      else dialog.keepSaved(toForm(res.user));
    });

  return (
    <FormDialog
      open
      title={creating ? t('users.newTitle') : t('users.editTitle', { name: userLabel(user) })}
      {...dialog.formProps(valid, save, creating)}
      onClose={onClose}
      testId="user-dialog"
    >
      <div className="form-grid">
        <TextInput {...field('username')} disabled={!creating} autoFocus={creating} maxLength={100} />
        <TextInput
          {...field('password')}
          type="password"
          error={error('password') ?? (creating ? null : t('users.passwordHint'))}
        />
        <TextInput {...field('lastName')} autoFocus={!creating} />
        <TextInput {...field('firstName')} />
        <TextInput {...field('email')} />
        <SelectInput {...field('role')} options={roleOptions()} />
        {!creating && <SelectInput {...field('active')} options={yesNoOptions()} />}
      </div>
      <p
        className={serverErrors.__v || Object.keys(serverErrors).length ? 'input-error' : 'grid-status'}
        role="status"
      >
        {message}
      </p>
    </FormDialog>
  );
}
