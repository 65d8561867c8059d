import { useT } from '../i18n/useT.ts';

/** Thin busy line shown while a screen or the application loads. */
export function LoadingLine() {
  const t = useT();
  return (
    <div className="loading-line" role="status">
      <span className="loading-bar" aria-hidden="true" />
      <span className="sr-only">{t('app.loading')}</span>
    </div>
  );
}
