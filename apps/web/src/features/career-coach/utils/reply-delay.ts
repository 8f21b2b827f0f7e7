/** Spec §9: the widget answers after 1 s, the full page after a random 1–3 s (it feels like typing). */
export const WIDGET_REPLY_DELAY_MS = 1000;
export const PAGE_REPLY_MIN_DELAY_MS = 1000;
export const PAGE_REPLY_MAX_DELAY_MS = 3000;

/** A delay in [min, max] ms; `random` is injectable so tests can pin it. */
export function randomReplyDelay(random: () => number = Math.random): number {
  return (
    PAGE_REPLY_MIN_DELAY_MS +
    Math.round(random() * (PAGE_REPLY_MAX_DELAY_MS - PAGE_REPLY_MIN_DELAY_MS))
  );
}
