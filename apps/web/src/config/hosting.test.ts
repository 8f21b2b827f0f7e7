import { describe, expect, it } from 'vitest';
import { isOnHostingPlatform } from './hosting';

describe('isOnHostingPlatform', () => {
  it.each([
    ['cedar-valley-pathways.netlify.app', true],
    ['deploy-preview-12--cedar-valley-pathways.netlify.app', true],
    ['netlify.app', true],
    ['127.0.0.1', false],
    ['localhost', false],
    ['pathways.org', false],
    ['netlify.app.example.com', false],
    ['notnetlify.app', false],
  ])('%s → %s', (hostname, expected) => {
    expect(isOnHostingPlatform(hostname)).toBe(expected);
  });
});
