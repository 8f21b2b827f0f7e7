import react from '@pathways/eslint-config/react';
import { boundaries } from '@pathways/eslint-config/base';

export default [
  ...react,
  boundaries({ forbid: ['@pathways/api', '@pathways/api/*'] }),
  { ignores: ['dist-ssr/**', 'scripts/**'] },
];
