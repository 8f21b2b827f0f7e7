import { appScreens as english, type Locale } from '@pathways/content';
import { appScreens as spanish } from '@pathways/content/es';

/**
 * The loading and error screens' words in both languages. These screens show while a page's
 * language frame is still on its way, or when it could not arrive, so the entry carries both: a
 * few words each, never a page's text.
 */
export const appScreenText = { en: english, es: spanish } as const;

export type AppScreenText = (typeof appScreenText)[Locale];
