/**
 * The success-story ids as a plain list, for code that needs only the ids: the web app's prerender
 * route table, which sits in the entry chunk. It is its own module (not an export of
 * `success-stories.ts`) because a bundler puts a whole module in the entry chunk when the entry uses
 * any export of it, and the stories' text belongs in the story pages' chunks. A test keeps this list
 * equal to the ids of `successStories`.
 */
export const successStoryIds = [1, 2, 3, 4, 5] as const;
