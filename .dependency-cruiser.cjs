/**
 * `npm run lint:cycles`: import cycles that ESLint's import-x/no-cycle cannot see. That rule
 * skips `import type`, yet a cycle of types ties the modules together all the same, so this
 * check counts type-only imports too. It reads the programs' sources (tests are outside the
 * layers of ARCHITECTURE.md) and resolves `#common/*` through package.json's imports.
 */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      comment: 'Two modules that import each other, directly or through others, even by type only.',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)tests?/|\\.test\\.tsx?$' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: { extensions: ['.ts', '.tsx', '.js'] },
  },
};
