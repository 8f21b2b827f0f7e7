/** Spec §2: the active section is the last one whose top is above half the viewport height. */
export const ACTIVE_SECTION_VIEWPORT_FRACTION = 0.5;

export function activeSectionId(
  sections: readonly { id: string; top: number }[],
  viewportHeight: number,
): string | null {
  const line = viewportHeight * ACTIVE_SECTION_VIEWPORT_FRACTION;
  let active: string | null = null;
  for (const section of sections) {
    if (section.top < line) active = section.id;
  }
  return active;
}
