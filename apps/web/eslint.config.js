import react from '@pathways/eslint-config/react';
import { boundaries } from '@pathways/eslint-config/base';
import { featureBoundaries } from '@pathways/eslint-config/feature-boundaries';

export default [
  ...react,
  boundaries({ forbid: ['@pathways/api', '@pathways/api/*'] }),
  ...featureBoundaries({ root: import.meta.dirname }),
  { ignores: ['dist-ssr/**', 'scripts/**'] },
];
