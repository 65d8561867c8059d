import { useSnapshot } from 'valtio';
import { CommandButton } from '../commands/CommandBar.tsx';
import { useT } from '../i18n/useT.ts';
import { hasResults } from '../state/processingResult.ts';
import { processingState } from '../state/processingState.ts';

/**
 * The manual-combine result card (shell.md §2): the created freight ids with "Szűrés", which opens
 * /freights filtered to them; a finished planning job the user submitted lists its ids here too.
 */
export function ResultCard() {
  const t = useT();
  const { resultCard } = useSnapshot(processingState);
  if (!hasResults(resultCard)) return null;
  return (
    <span className="result-card" role="status" data-testid="result-card">
      {resultCard.freightIds.length > 0 && (
        <span data-testid="result-freights">
          {t('bottomBar.resultFreights', { ids: resultCard.freightIds.join(', ') })}
        </span>
      )}
      {resultCard.pickupIds.length > 0 && (
        <span data-testid="result-pickups">
          {t('bottomBar.resultPickups', { ids: resultCard.pickupIds.join(', ') })}
        </span>
      )}
      <CommandButton id="resultCard.filter" label={t('bottomBar.filter')} testId="result-filter" />
      <CommandButton id="resultCard.hide" label="×" testId="result-hide" />
    </span>
  );
}
