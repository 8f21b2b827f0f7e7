/**
 * A mark that the outbox may hold a form (issue 28), so a page without one never loads IndexedDB
 * code to find out. It says only "something may wait": no answer, name or reference.
 */
const MARK = 'pathways.outbox-waiting';

export function outboxMayBeWaiting(): boolean {
  try {
    return localStorage.getItem(MARK) !== null;
  } catch {
    return true;
  }
}

export function markOutboxWaiting(): void {
  try {
    localStorage.setItem(MARK, '1');
  } catch {
    // Storage refused (a private window): the outbox is then looked at on every page.
  }
}

export function forgetOutboxWaiting(): void {
  try {
    localStorage.removeItem(MARK);
  } catch {
    // As above.
  }
}
