import {
  EXTERNAL_ID_ENTITIES,
  type ExternalIdEntity,
  type ExternalIdName,
} from '../../../core/externalIds/externalIdNames.schemas.ts';
import { type Role, USER_ROLES } from '../../../core/permissions/index.ts';
import { useT } from '../../i18n/useT.ts';
import { TableHead } from '../../ui/TableHead.tsx';
import { SettingsTabList } from './SettingsFrame.tsx';
import type { ExternalIdNamesDraft } from './useExternalIdNamesDraft.ts';

export interface ExternalIdNamesEditorProps {
  draft: ExternalIdNamesDraft;
  entity: ExternalIdEntity;
  onEntity(entity: ExternalIdEntity): void;
  /** Row holding the focus (the row Alt+F and Alt+Delete act on). */
  onRowFocus(index: number): void;
  canEdit: boolean;
}

function RoleChecks({
  value,
  onChange,
  label,
}: {
  value: readonly Role[];
  onChange(next: Role[]): void;
  label: string;
}) {
  const t = useT();
  return (
    <fieldset className="role-checks" aria-label={label}>
      {USER_ROLES.map((r) => (
        <label key={r} title={t(`roles.${r}`)}>
          <input
            type="checkbox"
            checked={value.includes(r)}
            onChange={(e) =>
              onChange(
                e.target.checked
                  ? USER_ROLES.filter((x) => x === r || value.includes(x))
                  : value.filter((x) => x !== r),
              )
            }
          />
          {t(`roles.${r}`)}
        </label>
      ))}
    </fieldset>
  );
}

/** One entity's names as an editable table; a tab per entity (Alt+E), main by radio (arrows). */
export function ExternalIdNamesEditor({
  draft,
  entity,
  onEntity,
  onRowFocus,
  canEdit,
}: ExternalIdNamesEditorProps) {
  const t = useT();
  const list = draft.draft[entity];
  const errors = draft.errors[entity];
  const update = (i: number, patch: Partial<ExternalIdName>) => draft.actions.update(entity, i, patch);
  // A filter's cell: whether the name is offered as a filter there.
  const checkCell = (i: number, field: 'orderFilter' | 'freightFilter', checked: boolean) => (
    <td>
      <input
        type="checkbox"
        checked={checked}
        aria-label={t(`externalIds.${field}`)}
        onChange={(e) => update(i, { [field]: e.target.checked })}
      />
    </td>
  );
  // A name's cell: its text input and the message under it.
  const textCell = (i: number, field: 'name' | 'displayName', value: string, maxLength: number) => (
    <td>
      <input
        className="cell-input"
        value={value}
        maxLength={maxLength}
        aria-label={t(`externalIds.${field}`)}
        aria-invalid={errors[`${i}.${field}`] ? true : undefined}
        data-testid={`${field}-${i}`}
        onChange={(e) => update(i, { [field]: e.target.value })}
      />
      <span className="input-error">{errors[`${i}.${field}`] ?? ''}</span>
    </td>
  );
  return (
    <div className="external-ids" data-testid="external-ids">
      <SettingsTabList
        label={t('externalIds.entity')}
        tabs={EXTERNAL_ID_ENTITIES.map((e) => ({
          key: e,
          label: `${t(`externalIds.entity_${e}`)} (${draft.draft[e].length})`,
          testId: `entity-${e}`,
          dirty: draft.dirtyEntities.includes(e),
          invalid: Object.keys(draft.errors[e]).length > 0,
        }))}
        selected={entity}
        onSelect={onEntity}
      />
      {errors.list && (
        <p className="input-error" role="alert">
          {errors.list}
        </p>
      )}
      {list.length === 0 ? (
        <p className="grid-hint">{t('externalIds.empty')}</p>
      ) : (
        <fieldset disabled={!canEdit} className="external-ids-fieldset">
          <table className="external-ids-table" data-testid={`external-ids-${entity}`}>
            <TableHead
              labels={(
                ['main', 'name', 'displayName', 'orderFilter', 'freightFilter', 'rolesAllowedToEdit'] as const
              ).map((key) => t(`externalIds.${key}`))}
            />
            <tbody>
              {list.map((n, i) => (
                // Rows have no id of their own: the position is their identity while editing.
                // biome-ignore lint/suspicious/noArrayIndexKey: see above
                <tr key={i} data-row={i} data-main={n.main} onFocus={() => onRowFocus(i)}>
                  <td>
                    <input
                      type="radio"
                      name={`main-${entity}`}
                      checked={n.main}
                      aria-label={`${t('externalIds.main')} ${n.name}`}
                      onChange={() => draft.actions.setMain(entity, i)}
                    />
                  </td>
                  {textCell(i, 'name', n.name, 60)}
                  {textCell(i, 'displayName', n.displayName, 200)}
                  {checkCell(i, 'orderFilter', n.orderFilter)}
                  {checkCell(i, 'freightFilter', n.freightFilter)}
                  <td>
                    <RoleChecks
                      label={t('externalIds.rolesAllowedToEdit')}
                      value={n.rolesAllowedToEdit}
                      onChange={(v) => update(i, { rolesAllowedToEdit: v })}
                    />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </fieldset>
      )}
    </div>
  );
}
