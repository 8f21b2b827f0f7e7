/** Spec §9: the chat widget opens at 384×600 and can shrink to 300×400, never past the viewport. */
export const WIDGET_DEFAULT_SIZE = { width: 384, height: 600 } as const;
export const WIDGET_MIN_SIZE = { width: 300, height: 400 } as const;
/** Gap kept between the widget and the viewport edge when it is placed. */
export const WIDGET_EDGE_GAP = 16;

export interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
}
export interface Size {
  width: number;
  height: number;
}

function clamp(value: number, min: number, max: number): number {
  return Math.min(Math.max(value, min), Math.max(min, max));
}

/** Keeps the window inside the viewport: size between the minimum and the viewport, position on screen. */
export function clampRect(rect: Rect, viewport: Size): Rect {
  const width = clamp(rect.width, Math.min(WIDGET_MIN_SIZE.width, viewport.width), viewport.width);
  const height = clamp(
    rect.height,
    Math.min(WIDGET_MIN_SIZE.height, viewport.height),
    viewport.height,
  );
  return {
    width,
    height,
    x: clamp(rect.x, 0, viewport.width - width),
    y: clamp(rect.y, 0, viewport.height - height),
  };
}

/** Where the widget opens and where "reset" puts it: default size, bottom-right corner. */
export function defaultRect(viewport: Size): Rect {
  const { width, height } = WIDGET_DEFAULT_SIZE;
  return clampRect(
    {
      width,
      height,
      x: viewport.width - width - WIDGET_EDGE_GAP,
      y: viewport.height - height - WIDGET_EDGE_GAP,
    },
    viewport,
  );
}

/** The same size, centred in the viewport. */
export function centeredRect(rect: Rect, viewport: Size): Rect {
  return clampRect(
    { ...rect, x: (viewport.width - rect.width) / 2, y: (viewport.height - rect.height) / 2 },
    viewport,
  );
}
