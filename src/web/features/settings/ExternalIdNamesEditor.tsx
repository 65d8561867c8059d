import {
  EXTERNAL_ID_ENTITIES,
  type ExternalIdEntity,
  type ExternalIdName,
} from '../../../core/externalIds/externalIdNames.schemas.ts';
import { type Role, USER_ROLES } from '../../../core/permissions/index.ts';
import { useT } from '../../i18n/useT.ts';
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
            <thead>
              <tr>
                <th>{t('externalIds.main')}</th>
                <th>{t('externalIds.name')}</th>
                <th>{t('externalIds.displayName')}</th>
                <th>{t('externalIds.orderFilter')}</th>
                <th>{t('externalIds.freightFilter')}</th>
                <th>{t('externalIds.rolesAllowedToEdit')}</th>
              </tr>
            </thead>
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
                  <td>
                    <input
                      className="cell-input"
                      value={n.name}
                      maxLength={60}
                      aria-label={t('externalIds.name')}
                      aria-invalid={errors[`${i}.name`] ? true : undefined}
                      data-testid={`name-${i}`}
                      onChange={(e) => update(i, { name: e.target.value })}
                    />
                    <span className="input-error">{errors[`${i}.name`] ?? ''}</span>
                  </td>
                  <td>
                    <input
                      className="cell-input"
                      value={n.displayName}
                      maxLength={200}
                      aria-label={t('externalIds.displayName')}
                      aria-invalid={errors[`${i}.displayName`] ? true : undefined}
                      data-testid={`displayName-${i}`}
                      onChange={(e) => update(i, { displayName: e.target.value })}
                    />
                    <span className="input-error">{errors[`${i}.displayName`] ?? ''}</span>
                  </td>
                  <td>
                    <input
                      type="checkbox"
                      checked={n.orderFilter}
                      aria-label={t('externalIds.orderFilter')}
                      onChange={(e) => update(i, { orderFilter: e.target.checked })}
                    />
                  </td>
                  <td>
                    <input
                      type="checkbox"
                      checked={n.freightFilter}
                      aria-label={t('externalIds.freightFilter')}
                      onChange={(e) => update(i, { freightFilter: e.target.checked })}
                    />
                  </td>
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
