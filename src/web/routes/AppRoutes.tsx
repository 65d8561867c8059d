import { Suspense } from 'react';
import { Route, Switch } from 'wouter';
import { HomePage } from '../shell/HomePage.tsx';
import { LoginPage } from '../shell/LoginPage.tsx';
import { LoadingLine } from '../ui/LoadingLine.tsx';
import { ScreenErrorBoundary } from './ScreenErrorBoundary.tsx';
import { SCREENS } from './screens.ts';

/** Every route of the route table (core ROUTES); unknown paths never get here (the guard sends them to /). */
export function AppRoutes() {
  return (
    <ScreenErrorBoundary>
      <Suspense fallback={<LoadingLine />}>
        <Switch>
          <Route path="/login" component={LoginPage} />
          <Route path="/" component={HomePage} />
          {Object.entries(SCREENS).map(([path, Screen]) => (
            <Route key={path} path={path} component={Screen} />
          ))}
        </Switch>
      </Suspense>
    </ScreenErrorBoundary>
  );
}
