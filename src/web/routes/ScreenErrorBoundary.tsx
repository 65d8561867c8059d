import { Component, type ReactNode } from 'react';
import { translate } from '../i18n/i18n.ts';

interface Props {
  children: ReactNode;
}

/** Last resort when a screen's chunk fails even after the reload: a message instead of a blank page. */
export class ScreenErrorBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <div className="screen" role="alert">
        <p className="screen-empty">{translate('app.screenFailed')}</p>
        <button className="btn" onClick={() => window.location.reload()}>
          {translate('app.reload')}
        </button>
      </div>
    );
  }
}
