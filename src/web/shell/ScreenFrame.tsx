import type { ReactNode, Ref } from 'react';
import type { AppPath } from '../../core/permissions/index.ts';
import { useT } from '../i18n/useT.ts';
import { screenTitleKey } from './screenTitle.ts';

/**
 * The frame of a tool screen (map, route planner, rules playground): the section named by its
 * heading and marked with its path (`data-testid="screen"`, `data-path`), the heading's text read
 * from the route table, then the screen's own content.
 */
export function ScreenFrame(props: {
  path: AppPath;
  /** The screen's own class, after `screen`. */
  className: string;
  sectionRef?: Ref<HTMLElement>;
  children: ReactNode;
}) {
  const t = useT();
  return (
    <section
      ref={props.sectionRef}
      className={`screen ${props.className}`}
      aria-labelledby="screen-title"
      data-testid="screen"
      data-path={props.path}
    >
      <header className="screen-header">
        <h1 id="screen-title">{t(screenTitleKey(props.path))}</h1>
      </header>
      {props.children}
    </section>
  );
}

/**
 * A screen's section named by its heading: the heading (`titleId`, its text `title`) with what
 * stands beside it (`header`: the command bar, filters), then the screen's content.
 */
export function ScreenSection(props: {
  titleId: string;
  title: string;
  /** The screen's own classes, after `screen`. */
  className?: string;
  testId?: string;
  header?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section
      className={props.className ? `screen ${props.className}` : 'screen'}
      aria-labelledby={props.titleId}
      data-testid={props.testId}
    >
      <header className="screen-header">
        <h1 id={props.titleId}>{props.title}</h1>
        {props.header}
      </header>
      {props.children}
    </section>
  );
}
