// Module hooks for scripts/api/clientTypes.mjs: openapi-typescript 7 needs TypeScript 5's compiler API,
// which TypeScript 7 (the project's `typescript`) no longer has; its imports get `typescript5` instead.
export async function resolve(specifier, context, nextResolve) {
  if (specifier === 'typescript' && context.parentURL?.includes('/node_modules/openapi-typescript/')) {
    return nextResolve('typescript5', context);
  }
  return nextResolve(specifier, context);
}
