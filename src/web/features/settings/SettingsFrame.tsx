import type { ReactNode } from 'react';
import type { AppPath } from '../../../core/permissions/index.ts';
import { CommandBar } from '../../commands/CommandBar.tsx';
import type { CommandId } from '../../commands/commandTypes.ts';
import type { MessageKey } from '../../i18n/i18n.ts';
import { useT } from '../../i18n/useT.ts';
import { screenTitleKey } from '../../shell/screenTitle.ts';
import { ConfirmDialog } from '../../ui/ConfirmDialog.tsx';

/** The answer of a settings screen's last save (or load). */
export type SettingsMessage = { text: string; ok: boolean } | null;

/**
 * A settings screen (/basic-settings, /module-settings): the section named by its heading (the
 * route's title, `<testId>-title`) with the screen's command bar, then the screen's content.
 */
export function SettingsFrame(props: {
  path: AppPath;
  testId: string;
  commands: readonly CommandId[];
  children: ReactNode;
}) {
  const t = useT();
  const titleId = `${props.testId}-title`;
  return (
    <section className="screen settings-screen" data-testid={props.testId} aria-labelledby={titleId}>
      <header className="screen-header">
        <h1 id={titleId}>{t(screenTitleKey(props.path))}</h1>
        <CommandBar ids={props.commands} />
      </header>
      {props.children}
    </section>
  );
}

/** The status line of a settings screen: saving, else the last answer, else unsaved changes, else `idle`. */
export function SettingsStatus(props: {
  saving: boolean;
  message: SettingsMessage;
  dirty: boolean;
  idle: string;
}) {
  const t = useT();
  const { message } = props;
  return (
    <p
      className={`settings-message ${message ? (message.ok ? 'ok' : 'failed') : ''}`}
      role="status"
      data-testid="settings-message"
    >
      {props.saving
        ? t('settings.saving')
        : (message?.text ?? (props.dirty ? t('settings.dirty') : props.idle))}
    </p>
  );
}

/** One tab of a settings tab bar. */
export interface SettingsTabItem<K extends string> {
  key: K;
  label: string;
  testId: string;
  /** Unsaved changes: a dot after the label. */
  dirty: boolean;
  /** A field to fix: marked invalid, a `!` after the label. */
  invalid?: boolean;
}

/** A settings tab bar (the screen's tabs, the external ids' entities): the selected one marked active. */
export function SettingsTabList<K extends string>(props: {
  tabs: readonly SettingsTabItem<K>[];
  selected: K;
  onSelect(key: K): void;
  label?: string;
}) {
  return (
    <div className="settings-tabs" role="tablist" aria-label={props.label}>
      {props.tabs.map((tab) => (
        <button
          key={tab.key}
          type="button"
          role="tab"
          aria-selected={tab.key === props.selected}
          className={`settings-tab ${tab.key === props.selected ? 'active' : ''}`}
          data-testid={tab.testId}
          aria-invalid={tab.invalid ? true : undefined}
          onClick={() => props.onSelect(tab.key)}
        >
          {tab.label}
          {tab.dirty ? ' •' : ''}
          {tab.invalid ? ' !' : ''}
        </button>
      ))}
    </div>
  );
}

/** A titled part of a settings form: its heading, an optional hint, then its fields in a grid (or `bodyClass`). */
export function SettingsSection(props: {
  titleKey: MessageKey;
  testId?: string;
  hint?: string;
  bodyClass?: string;
  children: ReactNode;
}) {
  const t = useT();
  return (
    <section className="settings-section" data-testid={props.testId}>
      <h2>{t(props.titleKey)}</h2>
      {props.hint && <p className="grid-hint">{props.hint}</p>}
      <div className={props.bodyClass ?? 'form-grid'}>{props.children}</div>
    </section>
  );
}

/** The question on show: revert the unsaved changes, or leave with them (then `proceed` leaves). */
export type SettingsQuestion = null | 'revert' | { proceed(): void };

/**
 * A settings screen's questions (shell.md §2): revert the unsaved changes, and leave with them
 * (`leaveText` says what is lost; `onLeave` drops what the screen keeps beside its form).
 */
export function SettingsQuestions(props: {
  asking: SettingsQuestion;
  setAsking(q: SettingsQuestion): void;
  onRevert(): void;
  leaveText: string;
  onLeave?: () => void;
}) {
  const t = useT();
  const { asking, setAsking } = props;
  return (
    <>
      <ConfirmDialog
        open={asking === 'revert'}
        title={t('settings.revertTitle')}
        text={t('settings.revertText')}
        onYes={() => {
          setAsking(null);
          props.onRevert();
        }}
        onNo={() => setAsking(null)}
      />
      <ConfirmDialog
        open={asking !== null && asking !== 'revert'}
        title={t('externalIds.leaveTitle')}
        text={props.leaveText}
        onYes={() => {
          setAsking(null);
          props.onLeave?.();
          if (asking && asking !== 'revert') asking.proceed();
        }}
        onNo={() => setAsking(null)}
      />
    </>
  );
}
