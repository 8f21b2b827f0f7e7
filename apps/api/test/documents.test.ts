import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AccessLogList, ClientDocument, DocumentList, TimelinePage } from '@pathways/schemas';
import { MAX_DOCUMENT_BYTES, consentTextVersionsFor } from '@pathways/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asUser, signInAs as signIn } from './support/as-user.js';
import { fileOf, multipart } from './support/multipart.js';
import type { MultipartFile } from './support/multipart.js';
import { scanTables } from './support/scan-tables.js';
import { addCaseWorker } from './support/staff.js';
import { backends, createTestApp, testEnv } from './support/test-app.js';
import { buildApp } from '../src/app.js';
import type { TestApp } from './support/test-app.js';

/*
 * Issue 31 point 5: documents on a client's record. Who may upload, list, download, preview and
 * delete (the client, their case worker, admins; 404 for anyone else), the type judged by bytes,
 * the 10 MB limit, the access-log entry of each read and the audit of each deletion.
 */
describe.each(backends)('documents on a client’s record (%s)', (backend) => {
  let test: TestApp;
  let client: string;
  let caseWorker: string;
  let otherCaseWorker: string;
  let admin: string;
  let employer: string;
  let otherClient: string;
  let clientId: number;

  beforeAll(async () => {
    test = await createTestApp(backend);
    client = await asUser(test.app, 'client');
    caseWorker = await asUser(test.app, 'caseWorker');
    admin = await asUser(test.app, 'admin');
    employer = await asUser(test.app, 'employer');
    await addCaseWorker(test.db, 'other-worker');
    otherCaseWorker = await signIn(test.app, 'other-worker');
    const registered = await test.app.inject({
      method: 'POST',
      url: '/api/register',
      payload: {
        fullName: 'Other Client',
        email: 'other.client@example.org',
        username: 'other-client',
        role: 'client',
        password: 'another-password-1',
        confirmPassword: 'another-password-1',
      },
    });
    expect(registered.statusCode).toBe(201);
    otherClient = await signIn(test.app, 'other-client', 'another-password-1');
    const row = await test.db
      .selectFrom('users')
      .innerJoin('client_profiles', 'client_profiles.user_id', 'users.id')
      .innerJoin('users as worker', 'worker.id', 'client_profiles.case_worker_id')
      .select(['users.id'])
      .where('users.username', '=', 'demo-client')
      .where('worker.username', '=', 'demo-caseworker')
      .executeTakeFirstOrThrow();
    clientId = row.id;
  });
  afterAll(() => test.close());

  const upload = (
    cookie: string,
    url: string,
    file: MultipartFile | undefined,
    fields: Record<string, string> = { kind: 'id' },
  ) => {
    const body = multipart(fields, file);
    return test.app.inject({
      method: 'POST',
      url,
      headers: { cookie, ...body.headers },
      payload: body.payload,
    });
  };
  const get = (cookie: string | null, url: string) =>
    test.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
  const remove = (cookie: string, id: string, reason = 'Uploaded to the wrong record') =>
    test.app.inject({
      method: 'DELETE',
      url: `/api/documents/${id}`,
      headers: { cookie },
      payload: { reason },
    });
  const pdfNamed = (name: string, body = 'resume'): MultipartFile => ({
    name,
    type: 'application/pdf',
    bytes: fileOf('pdf', body),
  });

  it('lets the client upload to their own record, and their case worker and admins read it', async () => {
    const res = await upload(client, '/api/my/documents', pdfNamed('my-id.pdf', 'license'), {
      kind: 'id',
    });
    expect(res.statusCode).toBe(201);
    const document = res.json<ClientDocument>();
    expect(document).toMatchObject({
      kind: 'id',
      fileName: 'my-id.pdf',
      contentType: 'application/pdf',
      sizeBytes: fileOf('pdf', 'license').length,
      consentId: null,
    });
    // Random, not a sequence: 22 base64url characters (128 bits).
    expect(document.id).toMatch(/^[A-Za-z0-9_-]{22}$/);

    const own = await get(client, '/api/my/documents');
    expect(own.json<DocumentList>().documents.map((entry) => entry.id)).toContain(document.id);
    for (const reader of [caseWorker, admin]) {
      const list = await get(reader, `/api/clients/${clientId}/documents`);
      expect(list.statusCode).toBe(200);
      expect(list.json<DocumentList>().documents.map((entry) => entry.id)).toContain(document.id);
    }
    for (const reader of [client, caseWorker, admin]) {
      const file = await get(reader, `/api/documents/${document.id}`);
      expect(file.statusCode).toBe(200);
      expect(file.rawPayload.equals(fileOf('pdf', 'license'))).toBe(true);
      expect(file.headers['content-type']).toBe('application/pdf');
      expect(file.headers['content-disposition']).toMatch(/^attachment; filename="my-id\.pdf"/);
      expect(file.headers['x-content-type-options']).toBe('nosniff');
      expect(file.headers['cache-control']).toBe('no-store');
    }
  });

  it('answers 404 to another case worker, another client and an employer, and 401 signed out', async () => {
    const res = await upload(caseWorker, `/api/clients/${clientId}/documents`, pdfNamed('a.pdf'));
    expect(res.statusCode).toBe(201);
    const { id } = res.json<ClientDocument>();
    for (const stranger of [otherCaseWorker, otherClient, employer]) {
      expect((await get(stranger, `/api/documents/${id}`)).statusCode).toBe(404);
      expect((await get(stranger, `/api/documents/${id}/preview`)).statusCode).toBe(404);
      expect((await remove(stranger, id)).statusCode).toBe(404);
    }
    expect((await get(otherCaseWorker, `/api/clients/${clientId}/documents`)).statusCode).toBe(404);
    const foreign = await upload(
      otherCaseWorker,
      `/api/clients/${clientId}/documents`,
      pdfNamed('b.pdf'),
    );
    expect(foreign.statusCode).toBe(404);
    expect((await get(employer, `/api/clients/${clientId}/documents`)).statusCode).toBe(403);
    // The other client's own list does not hold it.
    const theirs = await get(otherClient, '/api/my/documents');
    expect(theirs.json<DocumentList>().documents.map((entry) => entry.id)).not.toContain(id);
    expect((await get(null, `/api/documents/${id}`)).statusCode).toBe(401);
    // Still there for those who may see it: the strangers' deletes did nothing.
    expect((await get(caseWorker, `/api/documents/${id}`)).statusCode).toBe(200);
  });

  it('judges the type by the bytes: a PNG named .pdf is a PNG, an EXE named .pdf is refused', async () => {
    const png = await upload(client, '/api/my/documents', {
      name: 'certificate.pdf',
      type: 'application/pdf',
      bytes: fileOf('png', 'pixels'),
    });
    expect(png.statusCode).toBe(201);
    expect(png.json<ClientDocument>().contentType).toBe('image/png');
    const file = await get(client, `/api/documents/${png.json<ClientDocument>().id}`);
    expect(file.headers['content-type']).toBe('image/png');

    for (const bytes of [fileOf('exe', 'program'), Buffer.from('just some text, named a PDF')]) {
      const refused = await upload(client, '/api/my/documents', {
        name: 'resume.pdf',
        type: 'application/pdf',
        bytes,
      });
      expect(refused.statusCode).toBe(422);
      expect(refused.json()).toMatchObject({
        fieldErrors: {
          file: [
            'This file is not a PDF, JPEG, PNG or HEIC file, whatever its name says. Please choose one of those',
          ],
        },
      });
    }
    const heic = await upload(client, '/api/my/documents', {
      name: 'IMG_0001.HEIC',
      type: 'application/octet-stream',
      bytes: fileOf('heic', 'photo'),
    });
    expect(heic.json<ClientDocument>().contentType).toBe('image/heic');
    const jpeg = await upload(client, '/api/my/documents', {
      name: 'photo',
      type: 'text/plain',
      bytes: fileOf('jpeg', 'photo'),
    });
    expect(jpeg.json<ClientDocument>().contentType).toBe('image/jpeg');
  });

  it('takes 10 MB and refuses one byte more with a field error (413)', async () => {
    const exact = await upload(client, '/api/my/documents', {
      name: 'scan.pdf',
      type: 'application/pdf',
      bytes: fileOf('pdf', Buffer.alloc(MAX_DOCUMENT_BYTES - 9, 0x20)),
    });
    expect(exact.statusCode).toBe(201);
    expect(exact.json<ClientDocument>().sizeBytes).toBe(MAX_DOCUMENT_BYTES);
    const over = await upload(client, '/api/my/documents', {
      name: 'scan.pdf',
      type: 'application/pdf',
      bytes: fileOf('pdf', Buffer.alloc(MAX_DOCUMENT_BYTES - 8, 0x20)),
    });
    expect(over.statusCode).toBe(413);
    expect(over.json()).toMatchObject({
      fieldErrors: { file: ['The file must be 10 MB or smaller'] },
    });
  });

  it('asks for the kind and the file with field errors', async () => {
    const noKind = await upload(client, '/api/my/documents', pdfNamed('a.pdf'), {});
    expect(noKind.statusCode).toBe(400);
    expect(noKind.json()).toMatchObject({
      fieldErrors: { kind: ['Please choose what kind of document this is'] },
    });
    const noFile = await upload(client, '/api/my/documents', undefined, { kind: 'resume' });
    expect(noFile.statusCode).toBe(400);
    expect(noFile.json()).toMatchObject({
      fieldErrors: { file: ['Please choose a file to upload'] },
    });
    const json = await test.app.inject({
      method: 'POST',
      url: '/api/my/documents',
      headers: { cookie: client },
      payload: { kind: 'id' },
    });
    expect(json.statusCode).toBe(415);
  });

  it('logs every download and preview in the access log: who, which document, never its name', async () => {
    const res = await upload(client, '/api/my/documents', {
      name: 'secret-name.png',
      type: 'image/png',
      bytes: fileOf('png', 'x'),
    });
    const { id } = res.json<ClientDocument>();
    const preview = await get(caseWorker, `/api/documents/${id}/preview`);
    expect(preview.statusCode).toBe(200);
    expect(preview.headers['content-disposition']).toMatch(/^inline;/);
    expect(preview.headers['content-security-policy']).toMatch(/^sandbox;.*default-src 'none'/);
    expect((await get(caseWorker, `/api/documents/${id}`)).statusCode).toBe(200);

    const log = await get(admin, `/api/access-log?clientId=${clientId}`);
    const entries = log.json<AccessLogList>().entries.filter((entry) => entry.document?.id === id);
    expect(entries.map((entry) => entry.fields)).toEqual([
      ['documentDownload'],
      ['documentPreview'],
    ]);
    expect(entries.every((entry) => entry.actor?.fullName !== undefined)).toBe(true);
    expect(entries[0]).toMatchObject({ clientId, document: { id, kind: 'id' } });
    expect(log.body).not.toContain('secret-name');
    const csv = await get(admin, `/api/access-log.csv?clientId=${clientId}`);
    expect(csv.body).toContain(id);
    expect(csv.body).not.toContain('secret-name');
  });

  it('refuses a preview of HEIC (the browser cannot show it) but downloads it', async () => {
    const res = await upload(client, '/api/my/documents', {
      name: 'photo.heic',
      type: 'image/heic',
      bytes: fileOf('heic'),
    });
    const { id } = res.json<ClientDocument>();
    expect((await get(client, `/api/documents/${id}/preview`)).statusCode).toBe(415);
    expect((await get(client, `/api/documents/${id}`)).statusCode).toBe(200);
  });

  it('deletes with a reason: the bytes go, the timeline keeps who and why', async () => {
    const res = await upload(caseWorker, `/api/clients/${clientId}/documents`, pdfNamed('old.pdf'));
    const { id } = res.json<ClientDocument>();
    const noReason = await remove(caseWorker, id, '');
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json()).toMatchObject({
      fieldErrors: { reason: ['Please say why the document is deleted (at least 5 characters)'] },
    });
    const deleted = await remove(caseWorker, id, 'Replaced by a newer scan');
    expect(deleted.statusCode).toBe(200);
    expect((await get(caseWorker, `/api/documents/${id}`)).statusCode).toBe(404);
    expect((await remove(admin, id)).statusCode).toBe(404);
    const list = await get(caseWorker, `/api/clients/${clientId}/documents`);
    expect(list.json<DocumentList>().documents.map((entry) => entry.id)).not.toContain(id);
    const timeline = await get(caseWorker, `/api/clients/${clientId}/timeline`);
    const entry = timeline.json<TimelinePage>().entries.find((e) => e.action === 'documentDeleted');
    expect(entry?.actor?.fullName).toBe('Maria Santos');
    expect(entry?.changes).toEqual({
      document: ['id', null],
      reason: [null, 'Replaced by a newer scan'],
    });
    expect(
      await test.db
        .selectFrom('document_contents')
        .where('document_id', '=', id)
        .selectAll()
        .execute(),
    ).toEqual([]);
    const kept = await test.db
      .selectFrom('documents')
      .select(['deleted_by', 'delete_reason'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(kept.delete_reason).toBe('Replaced by a newer scan');
    expect(kept.deleted_by).not.toBeNull();
    // The client deletes their own too.
    const own = await upload(client, '/api/my/documents', pdfNamed('mine.pdf'));
    expect((await remove(client, own.json<ClientDocument>().id)).statusCode).toBe(200);
  });

  it('links a signed consent form to a consent recorded on paper, and only to one', async () => {
    const record = (obtainedBy: string) =>
      test.app.inject({
        method: 'POST',
        url: `/api/clients/${clientId}/consents`,
        headers: { cookie: caseWorker },
        payload: {
          scope: 'program',
          textVersion: consentTextVersionsFor('program').at(-1),
          obtainedBy,
        },
      });
    const paper = (await record('onPaper')).json<{ id: number }>();
    const phone = (await record('byPhone')).json<{ id: number }>();
    const url = `/api/clients/${clientId}/documents`;
    const linked = await upload(caseWorker, url, pdfNamed('signed.pdf'), {
      kind: 'consentForm',
      consentId: String(paper.id),
    });
    expect(linked.statusCode).toBe(201);
    expect(linked.json<ClientDocument>().consentId).toBe(paper.id);
    for (const fields of [
      { kind: 'consentForm', consentId: String(phone.id) },
      { kind: 'resume', consentId: String(paper.id) },
      { kind: 'consentForm', consentId: '999999' },
    ]) {
      const refused = await upload(caseWorker, url, pdfNamed('signed.pdf'), fields);
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toMatchObject({
        fieldErrors: {
          consentId: ['Please choose one of this client’s consents recorded on paper'],
        },
      });
    }
  });

  it('keeps no uploaded byte, nor the file name, readable in any table', async () => {
    const marker = `MARKER-${randomBytes(12).toString('hex')}`;
    const noise = randomBytes(64 * 1024);
    const res = await upload(client, '/api/my/documents', {
      name: `${marker}.png`,
      type: 'image/png',
      bytes: fileOf('png', Buffer.concat([noise, Buffer.from(marker), noise])),
    });
    expect(res.statusCode).toBe(201);
    // Opened for those who may: the marker is there, so the scan below looks for something real.
    const file = await get(client, `/api/documents/${res.json<ClientDocument>().id}`);
    expect(file.rawPayload.includes(Buffer.from(marker))).toBe(true);
    const found = await scanTables(test.db, marker);
    expect(found.tablesScanned).toBeGreaterThan(20);
    expect(found.holders).toEqual([]);
  });
});

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? filesUnder(join(dir, entry.name)) : [join(dir, entry.name)],
  );
}

describe('documents on disk: no file under DATA_DIR holds an uploaded byte', () => {
  const root = mkdtempSync(join(tmpdir(), 'pathways-documents-'));
  const dataDir = join(root, 'data');
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('stores the upload sealed: the marker is in no file of the data directory, WAL included', async () => {
    const marker = `MARKER-${randomBytes(12).toString('hex')}`;
    const noise = randomBytes(64 * 1024);
    const app = await buildApp({
      env: { ...testEnv, DATA_DIR: dataDir },
      rateLimits: false,
      mail: { autoStart: false },
    });
    try {
      const client = await asUser(app, 'client');
      const body = multipart(
        { kind: 'certificate' },
        {
          name: `${marker}.pdf`,
          type: 'application/pdf',
          bytes: fileOf('pdf', Buffer.concat([noise, Buffer.from(marker), noise])),
        },
      );
      const res = await app.inject({
        method: 'POST',
        url: '/api/my/documents',
        headers: { cookie: client, ...body.headers },
        payload: body.payload,
      });
      expect(res.statusCode).toBe(201);
      const download = await app.inject({
        method: 'GET',
        url: `/api/documents/${res.json<ClientDocument>().id}`,
        headers: { cookie: client },
      });
      expect(download.rawPayload.includes(Buffer.from(marker))).toBe(true);
    } finally {
      await app.close();
    }
    const files = filesUnder(dataDir);
    expect(files.length).toBeGreaterThan(10);
    const needles = [Buffer.from(marker), Buffer.from(Buffer.from(marker).toString('hex'))];
    const holders = files.filter((file) => {
      const bytes = readFileSync(file);
      return needles.some((needle) => bytes.includes(needle));
    });
    expect(holders).toEqual([]);
  }, 120_000);
});
