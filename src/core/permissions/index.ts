export * from './abilities.ts';
export * from './actions.ts';
export * from './permissions.ts';
export * from './roles.ts';
export * from './routes.ts';
