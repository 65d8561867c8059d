import { useSnapshot } from 'valtio';
import type { RuleTrace } from '../../core/rules/ruleResults.ts';
import { useT } from '../i18n/useT.ts';
import { Modal } from '../ui/Modal.tsx';
import { WhyView } from './WhyView.tsx';
import { closeWhy, whyState } from './whyState.ts';

/**
 * "Miért?" over any screen (the `rules.why` command, F1): the traces of the rules behind the
 * messages at the focus. Esc closes it and the focus returns where it was.
 */
export function WhyDialog() {
  const t = useT();
  const { traces } = useSnapshot(whyState);
  if (!traces) return null;
  return (
    <Modal open label={t('whyView.title')} onEscape={closeWhy} className="why-dialog" testId="why-dialog">
      <h2>{t('whyView.title')}</h2>
      <WhyView trace={traces as readonly RuleTrace[]} onClose={closeWhy} />
    </Modal>
  );
}
