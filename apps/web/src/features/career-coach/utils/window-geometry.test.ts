import { describe, expect, it } from 'vitest';
import { centeredRect, clampRect, defaultRect, WIDGET_EDGE_GAP } from './window-geometry';

const desktop = { width: 1280, height: 800 };

describe('widget geometry', () => {
  it('opens at 384×600 in the bottom-right corner', () => {
    expect(defaultRect(desktop)).toEqual({
      width: 384,
      height: 600,
      x: 1280 - 384 - WIDGET_EDGE_GAP,
      y: 800 - 600 - WIDGET_EDGE_GAP,
    });
  });

  it('never shrinks below 300×400 nor grows past the viewport', () => {
    expect(clampRect({ x: 0, y: 0, width: 100, height: 100 }, desktop)).toMatchObject({
      width: 300,
      height: 400,
    });
    expect(clampRect({ x: 0, y: 0, width: 5000, height: 5000 }, desktop)).toMatchObject({
      width: 1280,
      height: 800,
    });
  });

  it('keeps the window on screen when dragged past an edge', () => {
    expect(clampRect({ x: -50, y: 2000, width: 384, height: 600 }, desktop)).toEqual({
      x: 0,
      y: 200,
      width: 384,
      height: 600,
    });
  });

  it('centres without changing the size', () => {
    expect(centeredRect({ x: 0, y: 0, width: 400, height: 500 }, desktop)).toEqual({
      x: 440,
      y: 150,
      width: 400,
      height: 500,
    });
  });
});
