/**
 * The deployment files no container runtime here can run (deploy/Dockerfile, deploy/compose.yaml)
 * are checked by the linters that exist for them, plus the promises the README makes about them.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { DockerfileParser } from 'dockerfile-ast';
import { validate } from 'dockerfile-utils';
import type { Proof } from './proofs.js';

const deployFile = (name: string) =>
  fileURLToPath(new URL(`../../../deploy/${name}`, import.meta.url));

/** What the README says of the image: Node 22 LTS in every stage, not root, health from /api/health/ready. */
export function dockerfilePromises(text: string): string[] {
  const dockerfile = DockerfileParser.parse(text);
  const broken: string[] = [];
  const images = dockerfile
    .getFROMs()
    .map((from) => from.getImageName() + ':' + from.getImageTag());
  if (images.length === 0 || images.some((image) => !image.startsWith('node:22')))
    broken.push(`every stage on Node 22 LTS (found ${images.join(', ') || 'no FROM'})`);
  const lastStage = text.slice(text.lastIndexOf('\nFROM '));
  const users = [...lastStage.matchAll(/^USER\s+(\S+)/gm)].map((match) => match[1]);
  const runsAs = users.at(-1);
  if (!runsAs || runsAs === 'root' || runsAs === '0')
    broken.push('the run stage ends as a non-root USER');
  const healthcheck = dockerfile.getHEALTHCHECKs().at(-1)?.getTextContent() ?? '';
  if (!healthcheck.includes('/api/health/ready')) broken.push('HEALTHCHECK asks /api/health/ready');
  return broken;
}

/** dockerfile-utils' linter (the one behind the VS Code Docker extension) and the README's promises. */
export function lintDockerfile(): Proof {
  const text = readFileSync(deployFile('Dockerfile'), 'utf8');
  const problems = [
    ...validate(text).map(({ range, message }) => {
      const words = typeof message === 'string' ? message : message.value;
      return `line ${range.start.line + 1}: ${words}`;
    }),
    ...dockerfilePromises(text),
  ];
  return {
    ok: problems.length === 0,
    line:
      problems.length === 0
        ? 'Dockerfile: dockerfile-utils lint clean; Node 22 LTS stages, runs as a non-root user, HEALTHCHECK on /api/health/ready'
        : `Dockerfile: ${problems.join('; ')}`,
  };
}

/**
 * `docker-compose config -q` (Debian's docker-compose: it parses and checks the file against the
 * Compose schema without a daemon). The secrets the file requires are given stand-in values here.
 */
export function validateCompose(): Proof {
  try {
    execFileSync('docker-compose', ['-f', deployFile('compose.yaml'), 'config', '-q'], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, SESSION_SECRET: 'stand-in', DATA_ENCRYPTION_KEY: 'stand-in' },
    });
    return {
      ok: true,
      line: 'compose.yaml: docker-compose config valid (schema, anchors, depends_on)',
    };
  } catch (error) {
    const details = error as { code?: unknown; stderr?: unknown };
    if (details.code === 'ENOENT')
      return { ok: true, line: 'compose.yaml: not checked (docker-compose is not installed here)' };
    return { ok: false, line: `compose.yaml: ${String(details.stderr ?? error).trim()}` };
  }
}
