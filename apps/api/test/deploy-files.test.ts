import { describe, expect, it } from 'vitest';
import { dockerfilePromises, lintDockerfile } from '../scale-test/deploy-files.js';

const good = `FROM node:22-bookworm-slim AS build
RUN echo build
FROM node:22-bookworm-slim AS run
USER node
HEALTHCHECK CMD ["node", "-e", "fetch('http://127.0.0.1:3000/api/health/ready')"]
CMD ["node", "server.js"]
`;

describe('the deployment files the scale test lints', () => {
  it('finds deploy/Dockerfile lint clean and keeping what the README promises', () => {
    expect(lintDockerfile()).toEqual({
      ok: true,
      line: expect.stringContaining('lint clean') as string,
    });
  });

  it('names each broken promise: an old Node, a root run stage, a health check elsewhere', () => {
    expect(dockerfilePromises(good)).toEqual([]);
    expect(dockerfilePromises(good.replaceAll('node:22', 'node:20'))).toEqual([
      'every stage on Node 22 LTS (found node:20-bookworm-slim, node:20-bookworm-slim)',
    ]);
    expect(dockerfilePromises(good.replace('USER node', 'USER root'))).toEqual([
      'the run stage ends as a non-root USER',
    ]);
    expect(dockerfilePromises(good.replace('/api/health/ready', '/'))).toEqual([
      'HEALTHCHECK asks /api/health/ready',
    ]);
  });
});
