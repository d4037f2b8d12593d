// Lint for the whole repository: typescript-eslint's type-aware rules everywhere, the React hooks rules for the web.
// Types come from each file's own tsconfig.json (the project service), so lint sees what `npm run typecheck` sees.
import js from '@eslint/js';
import lingui from 'eslint-plugin-lingui';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    // What .gitignore leaves out (ESLint does not read it), and reference data kept as published.
    ignores: [
      '**/node_modules/',
      '**/dist/',
      '**/data/',
      '**/test-results/',
      '**/playwright-report/',
      '**/coverage/',
      '**/.vite/',
      'packages/engine/conformance/',
      'tools/fakes/lichess/openapi/',
    ],
  },
  js.configs.recommended,
  tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: {
        projectService: {
          // The web's build files have their own tsconfig (tsconfig.config.json), which the project service does not look for.
          allowDefaultProject: [
            'apps/web/vite.config.ts',
            'apps/web/lingui.config.ts',
            'apps/web/build/{page-budget,precompress,route-preload}.ts',
            'apps/web/build/*.test.ts',
          ],
          defaultProject: 'apps/web/tsconfig.config.json',
        },
        tsconfigRootDir: import.meta.dirname,
      },
    },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      // A leading underscore names a parameter or a field left out on purpose (`const { id: _id, ...copy } = row`).
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true }],
      // `async` with no `await` is how Fastify plugins, payment providers and test fakes keep a promise-returning contract.
      '@typescript-eslint/require-await': 'off',
      // Text fields refuse control characters on purpose; the regular expressions that find them must name them.
      'no-control-regex': 'off',
      // React and antd call event handlers and ignore what they return, so an async onClick/onFinish is fine.
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
    },
  },
  {
    files: ['**/*.test.{ts,tsx}'],
    rules: {
      // Vitest types its asymmetric matchers (expect.any, expect.stringMatching, …) as any; tests put them in expected values.
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
    },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
    },
    languageOptions: { globals: globals.browser },
  },
  {
    // Every word a person reads is a message of the reader's language (Lingui's macros), never a literal in the code.
    files: ['apps/web/src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}'],
    plugins: { lingui },
    rules: {
      ...lingui.configs.recommended.rules,
      'lingui/no-unlocalized-strings': [
        'error',
        {
          useTsTypes: true,
          // A word without spaces that starts in lower case is a key, a class, a path or a code (CSS, routes, storage).
          ignore: ['^[^A-Z\\s][^\\s]*$', '^[A-Z0-9_:./-]+$', '^\\W*$', '^\\(.*\\)$', '^<', '^Kingside$'],
          ignoreNames: [
            {
              regex: {
                pattern:
                  '^(className|key|id|to|href|type|role|name|value|htmlFor|rel|target|method|path|src|mode|size|variant|lang|dir|autoComplete|inputMode|accept|form|testId|Authorization|Accept)$',
              },
            },
            { regex: { pattern: '^(aria-(hidden|live|current|controls|haspopup|expanded|labelledby|describedby)|data-.*)$' } },
            { regex: { pattern: '(Key|Path|Url|Id|Class|ClassName|Pattern|Mime|Type)$' } },
          ],
          ignoreFunctions: [
            'console.*',
            'Error',
            '*.startsWith',
            '*.endsWith',
            '*.includes',
            '*.split',
            '*.join',
            '*.replace',
            '*.setItem',
            '*.getItem',
            '*.removeItem',
            '*.querySelector',
            '*.querySelectorAll',
            '*.setAttribute',
            '*.getAttribute',
            '*.addEventListener',
            '*.removeEventListener',
            'URL',
            'URLSearchParams',
            '*.set',
            '*.get',
            '*.has',
            '*.append',
            'matchMedia',
            'useMediaQuery',
            'navigate',
            'endpointUrl',
            'Intl.*',
            'new Intl.*',
          ],
          ignoreMethodsOnTypes: ['Map.get', 'Map.has', 'Set.has', 'URLSearchParams.get'],
        },
      ],
    },
  },
  {
    // Plain JavaScript (this file, the CLI launcher, CI scripts) has no types to check against.
    files: ['**/*.{js,mjs,cjs}'],
    extends: [tseslint.configs.disableTypeChecked],
    languageOptions: { globals: globals.node },
  },
);
