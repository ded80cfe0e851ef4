import type { Config } from 'jest';

const tsJest: Config['transform'] = {
  '^.+\\.tsx?$': ['ts-jest', { tsconfig: { jsx: 'react-jsx', module: 'CommonJS', moduleResolution: 'node10', ignoreDeprecations: '6.0', esModuleInterop: true, resolveJsonModule: true, isolatedModules: true }, diagnostics: false }],
};

// MSW's own dependencies ship as ES modules only; ts-jest turns them into CommonJS for jest.
const esmOnly = ['rettime', 'until-async', 'headers-polyfill', '@open-draft', 'tough-cookie', 'tldts', 'tldts-core'];
// The server's: light-my-request (behind app.inject) needs cookie 2, @fastify/static content-disposition 3.
const serverEsmOnly = ['cookie', 'content-disposition'];
const esmTransform: Config['transform'] = {
  '^.+\\.m?js$': ['ts-jest', { tsconfig: { allowJs: true, module: 'CommonJS', moduleResolution: 'node10', ignoreDeprecations: '6.0', isolatedModules: true }, diagnostics: false }],
};

const config: Config = {
  projects: [
    {
      displayName: 'client',
      testEnvironment: 'jest-fixed-jsdom',
      testEnvironmentOptions: { customExportConditions: [''] },
      roots: ['<rootDir>/__tests__'],
      testMatch: ['<rootDir>/__tests__/**/*.test.ts?(x)'],
      testPathIgnorePatterns: ['<rootDir>/__tests__/server/'],
      transform: { ...tsJest, ...esmTransform },
      transformIgnorePatterns: [`/node_modules/(?!(${esmOnly.join('|')})/)`],
      moduleFileExtensions: ['ts', 'tsx', 'js', 'mjs', 'cjs', 'json'],
      moduleNameMapper: { '\\.(css|woff2)$': '<rootDir>/__tests__/support/styleStub.js' },
      setupFilesAfterEnv: ['<rootDir>/__tests__/support/setup.ts'],
    },
    {
      displayName: 'server',
      testEnvironment: 'node',
      roots: ['<rootDir>/__tests__'],
      testMatch: ['<rootDir>/__tests__/server/**/*.test.ts'],
      transform: { ...tsJest, ...esmTransform },
      transformIgnorePatterns: [`/node_modules/(?!(${serverEsmOnly.join('|')})/)`],
    },
  ],
};

export default config;
