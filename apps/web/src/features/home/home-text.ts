import type { Home, Program, Translation } from '@pathways/content';

/** The home page's texts in one language: the English module or its Spanish twin. */
export type HomeText = Translation<Home>;

/** The programs the home page lists, in the page's language. */
export type HomeProgram = Translation<Program>;
