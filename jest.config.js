/** @type {import('jest').Config} */
// Transpile only (isolatedModules): `npm run typecheck` is where types are checked.
const tsJest = (tsconfig) => ['ts-jest', { tsconfig, diagnostics: false }];

const ESM_ONLY = ['oidc-provider', 'jose', 'oauth4webapi'].join('|');

module.exports = {
  projects: [
    {
      displayName: 'api',
      rootDir: '<rootDir>',
      testEnvironment: 'node',
      // chaos/: the chaos suite's checker and its specs; deploy/: the balancer's config, checked by haproxy itself;
      // sdk/src: the SDK's own specs, run as node code like the API's.
      roots: ['<rootDir>/api', '<rootDir>/migrations', '<rootDir>/chaos', '<rootDir>/deploy', '<rootDir>/sdk/src'],
      testMatch: ['**/*.spec.ts', '**/*.e2e-spec.ts'],
      transform: {
        '^.+\\.ts$': tsJest('<rootDir>/tsconfig.spec.json'),
        // ES-module-only packages (oidc-provider and its jose, oauth4webapi): Node 20.19+ requires them
        // natively (require(esm)), jest's CommonJS runtime only once they are compiled to CommonJS.
        [`^.+/node_modules/(${ESM_ONLY})/.+\\.js$`]: tsJest({ allowJs: true, module: 'commonjs', target: 'ES2022', isolatedModules: true }),
      },
      transformIgnorePatterns: [`/node_modules/(?!(${ESM_ONLY})/)`],
      globalSetup: '<rootDir>/api/test/utils/global-setup.ts',
      globalTeardown: '<rootDir>/api/test/utils/global-teardown.ts',
      setupFiles: ['reflect-metadata'],
      setupFilesAfterEnv: ['<rootDir>/api/test/utils/setup-timeout.ts'],
    },
    {
      displayName: 'web',
      rootDir: '<rootDir>',
      testEnvironment: 'jest-fixed-jsdom',
      roots: ['<rootDir>/web/src'],
      testMatch: ['**/*.test.ts', '**/*.test.tsx'],
      transform: {
        '^.+\\.tsx?$': tsJest({
          jsx: 'react-jsx',
          isolatedModules: true,
          module: 'commonjs',
          moduleResolution: 'node',
          esModuleInterop: true,
          target: 'ES2022',
          types: ['jest', '@testing-library/jest-dom', 'node'],
        }),
      },
      moduleNameMapper: {
        '\\.(css|less)$': '<rootDir>/web/src/testing/styleStub.ts',
        '\\.(svg|png|jpg|jpeg|webp|gif)(\\?.*)?$': '<rootDir>/web/src/testing/fileStub.ts',
      },
      globals: { __BUILD_ID__: 'test' },
      setupFilesAfterEnv: ['<rootDir>/web/src/testing/setupTests.ts'],
      testEnvironmentOptions: { customExportConditions: [''] },
    },
  ],
};
