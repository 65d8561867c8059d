import { useState } from 'react';
import { useT } from '../i18n/useT.ts';
import type { FieldCheck } from './rulesClient.ts';
import { WhyView } from './WhyView.tsx';

/**
 * A rule's message under a field or in a cell tooltip, with a "Miért?" button (Tab, Enter) that
 * opens the trace of the rule behind it; Escape closes it and focus returns to the button.
 */
export function RuleMessage({ check, id }: { check: Pick<FieldCheck, 'message' | 'trace'>; id?: string }) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const [button, setButton] = useState<HTMLButtonElement | null>(null);
  return (
    <div className="rule-message">
      <span id={id} className="rule-message-text">
        {check.message}
      </span>
      {check.trace && (
        <button
          ref={setButton}
          type="button"
          className="rule-message-why"
          aria-expanded={open}
          onClick={() => setOpen((o) => !o)}
        >
          {t('rules.why')}
        </button>
      )}
      {open && check.trace && (
        <WhyView
          trace={check.trace}
          onClose={() => {
            setOpen(false);
            button?.focus();
          }}
        />
      )}
    </div>
  );
}
