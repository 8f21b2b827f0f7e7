import type { Queryable } from '../../../services/use-case-context.js';
import { listPublishedStories, toStory } from '../repository.js';

/** Every published story, newest first (the public site; no one signs in for it). */
export async function listStories(db: Queryable) {
  return (await listPublishedStories(db)).map(toStory);
}
