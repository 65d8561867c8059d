import { useEffect } from 'react';
import { useSnapshot } from 'valtio';
import { clearNotice, noticeState } from '../state/noticeState.ts';

/** How long a notice stays (long enough to read a sentence on a busy screen). */
const NOTICE_MS = 6000;

/** The shell's passing notice (a saved record, "Nincs jogosultság"): a live region that never takes the focus. */
export function Notice() {
  const { text, kind, id } = useSnapshot(noticeState);
  useEffect(() => {
    if (!text) return;
    const timer = setTimeout(() => clearNotice(id), NOTICE_MS);
    return () => clearTimeout(timer);
  }, [text, id]);
  return (
    <p
      className={`shell-notice${text ? ' shell-notice-shown' : ''} notice-${kind}`}
      role="status"
      data-testid="notice"
      data-notice={id}
    >
      {text}
    </p>
  );
}
