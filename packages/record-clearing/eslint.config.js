import base, { boundaries } from '@pathways/eslint-config/base';

export default [...base, boundaries()];
