import { Suspense } from 'react';
import { Route, Switch, useLocation } from 'wouter';
import { HomePage } from '../shell/HomePage.tsx';
import { LoginPage } from '../shell/LoginPage.tsx';
import { LoadingLine } from '../ui/LoadingLine.tsx';
import { ScreenErrorBoundary } from './ScreenErrorBoundary.tsx';
import { SCREENS } from './screens.ts';

/** Every route of the route table (core ROUTES); unknown paths never get here (the guard sends them to /). */
export function AppRoutes() {
  const [location] = useLocation();
  // One boundary per screen: a jump to a screen whose code is still loading unmounts the one left at
  // once (its view, keys and help go with it); a boundary kept across screens would only hide it and
  // keep its effects, so its keys would still act while the next one loads.
  const screen = location.split('/')[1] ?? '';
  return (
    <ScreenErrorBoundary>
      <Suspense key={screen} fallback={<LoadingLine />}>
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
