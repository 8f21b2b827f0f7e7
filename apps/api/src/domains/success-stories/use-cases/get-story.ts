import { HttpError } from '../../../lib/http-error.js';
import type { Queryable } from '../../../services/use-case-context.js';
import { findPublishedStory, toStory } from '../repository.js';

const STORY_NOT_FOUND = 'Success story not found';

/** One published story; a draft or a missing one is 404 alike. */
export async function getStory(db: Queryable, id: number) {
  const row = await findPublishedStory(db, id);
  if (!row) throw new HttpError(404, STORY_NOT_FOUND);
  return toStory(row);
}
