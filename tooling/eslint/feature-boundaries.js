import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Feature boundaries of DESIGN.md §1 (bulletproof-react's zones): a feature never imports another
 * feature; what two features share lives in `components/`, `lib/` or a package, and the routes in
 * `app/` compose features. Shared code never imports a feature or the app. No import cycles.
 * @param {{ root: string }} options `root` is the app's folder (the one holding `src/`).
 */
export function featureBoundaries({ root }) {
  const featuresDir = join(root, 'src/features');
  const features = readdirSync(featuresDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
  const crossFeatureZones = features.map((feature) => ({
    target: `./src/features/${feature}`,
    from: './src/features',
    except: [`./${feature}`],
    message:
      'A feature does not import another feature: move the shared part to components/ or lib/, or compose them in app/.',
  }));
  const sharedZones = ['components', 'lib', 'config'].map((shared) => ({
    target: `./src/${shared}`,
    from: ['./src/features', './src/app'],
    message:
      'Shared code does not import a feature or the app (data flows app → features → shared).',
  }));
  const plugins = { 'import-x': importX };
  const settings = {
    'import-x/resolver-next': [
      createTypeScriptImportResolver({ project: join(root, 'tsconfig.json') }),
    ],
  };
  return [
    {
      files: ['src/**/*.{ts,tsx}'],
      plugins,
      settings,
      rules: {
        'import-x/no-restricted-paths': ['error', { basePath: root, zones: crossFeatureZones }],
        'import-x/no-cycle': ['error', { ignoreExternal: true }],
      },
    },
    {
      // A shared module's test may check it against the routes that use it.
      files: ['src/**/*.{ts,tsx}'],
      ignores: ['src/**/*.test.{ts,tsx}'],
      plugins,
      settings,
      rules: {
        'import-x/no-restricted-paths': [
          'error',
          { basePath: root, zones: [...crossFeatureZones, ...sharedZones] },
        ],
      },
    },
  ];
}
