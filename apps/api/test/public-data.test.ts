import { impactReport, successStories } from '@pathways/content';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { validBodies } from './support/payloads.js';
import type { TestApp } from './support/test-app.js';
import { backends, createTestApp } from './support/test-app.js';

describe.each(backends)('simulation, stories and the impact report (%s)', (backend) => {
  let test: TestApp;
  beforeAll(async () => {
    test = await createTestApp(backend, { pdf: { compress: false } });
  });
  afterAll(() => test.close());

  it('lists the places from sim-core, each labelled once, with its unverified figures named', async () => {
    const res = await test.app.inject('/api/simulation/cities');
    expect(res.statusCode).toBe(200);
    const cities = res.json<Record<string, unknown>[]>();
    const waterloo = cities.find((city) => city['id'] === 'waterloo-ia');
    expect(waterloo).toMatchObject({ name: 'Waterloo', label: 'Waterloo, IA', state: 'IA' });
    expect(waterloo?.['recidivismDefinition']).toBe('return-to-prison');
    expect(waterloo?.['unverifiedFields']).toContain('baselineRecidivismRate');
    expect(cities.find((city) => city['id'] === 'california')?.['label']).toBe('California');
    for (const key of [
      'population',
      'annualReleases',
      'baselineRecidivismRate',
      'averageCostPerIncarceration',
    ]) {
      expect(typeof waterloo?.[key]).toBe('number');
    }
  });

  it('runs a simulation without Monte Carlo and stores the result', async () => {
    const res = await test.app.inject({
      method: 'POST',
      url: '/api/simulation/run',
      payload: validBodies['/api/simulation/run'],
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    const result = res.json<Record<string, unknown>>();
    expect(result).toHaveProperty('breakdown.participantsServed', 1000);
    expect(result['uncertainty']).toBeNull();
    for (const key of ['recidivismReduction', 'publicCostSavings', 'roiPercentage'])
      expect(typeof result[key]).toBe('number');
    await test.app.simulationResults.flush();
    const stored = await test.db
      .selectFrom('simulation_results')
      .selectAll()
      .where('city_id', '=', 'waterloo-ia')
      .execute();
    expect(stored.length).toBeGreaterThan(0);
    expect(stored.at(-1)?.projected_recidivism_reduction).toBe(result['recidivismReduction']);
  });

  it('computes from sim-core even when the city_data mirror is edited, and rewrites the mirror on start-up', async () => {
    const body = validBodies['/api/simulation/run'];
    const before = await test.app.inject({
      method: 'POST',
      url: '/api/simulation/run',
      payload: body,
    });
    await test.db
      .updateTable('city_data')
      .set({ baseline_recidivism_rate: 99 })
      .where('id', '=', body.cityId)
      .execute();
    const after = await test.app.inject({
      method: 'POST',
      url: '/api/simulation/run',
      payload: body,
    });
    expect(after.json<{ publicCostSavings: number }>().publicCostSavings).toBe(
      before.json<{ publicCostSavings: number }>().publicCostSavings,
    );
    const { seedReferenceData } = await import('../src/db/seed/reference-data.js');
    await seedReferenceData(test.db);
    const row = await test.db
      .selectFrom('city_data')
      .select('baseline_recidivism_rate')
      .where('id', '=', body.cityId)
      .executeTakeFirst();
    expect(row?.baseline_recidivism_rate).toBe(32.8);
  });

  it("warns in the result when participants exceed the place's annual releases", async () => {
    const res = await test.app.inject({
      method: 'POST',
      url: '/api/simulation/run',
      payload: {
        ...validBodies['/api/simulation/run'],
        cityId: 'waterloo-ia',
        participantCount: 1000,
      },
    });
    const result = res.json<{ warnings: { code: string }[]; city: { label: string } }>();
    expect(result.city.label).toBe('Waterloo, IA');
    expect(result.warnings.map((warning) => warning.code)).toContain(
      'participants-exceed-releases',
    );
  });

  it("serves each parameter set's audit document once per version: strong ETag, 304, a year-long max-age on the versioned URL", async () => {
    const run = await test.app.inject({
      method: 'POST',
      url: '/api/simulation/run',
      payload: validBodies['/api/simulation/run'],
    });
    const { parameterSet, parameters } = run.json<{
      parameterSet: { id: string; version: number };
      parameters: { id: string; value: number }[];
    }>();
    expect(parameterSet).toMatchObject({ id: 'conservative', version: 2 });
    const url = `/api/simulation/parameter-sets/${parameterSet.id}`;
    const versioned = await test.app.inject(`${url}?v=${parameterSet.version}`);
    expect(versioned.statusCode).toBe(200);
    expect(versioned.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const etag = String(versioned.headers['etag']);
    expect(etag).toMatch(/^"conservative-2-[0-9a-f]{16}"$/);
    const document = versioned.json<{
      entries: Record<string, { source: { publisher: string; unverified?: string } }>;
      places: Record<string, Record<string, { source: { unverified?: string } }>>;
    }>();
    // Every figure of the run is described, city figures by place.
    for (const { id } of parameters) {
      const entry = id.startsWith('city.')
        ? document.places['waterloo-ia']?.[id]
        : document.entries[id];
      expect(entry, id).toBeDefined();
    }
    expect(
      document.places['waterloo-ia']?.['city.baselineRecidivismRate']?.source.unverified,
    ).toBeTruthy();
    const unversioned = await test.app.inject(url);
    expect(unversioned.headers['cache-control']).toBe('public, max-age=0, must-revalidate');
    expect(unversioned.headers['etag']).toBe(etag);
    const again = await test.app.inject({ url, headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect((await test.app.inject('/api/simulation/parameter-sets/rosy')).statusCode).toBe(404);
  });

  it('answers 404 for an unknown city and 400 for bad input', async () => {
    const unknown = await test.app.inject({
      method: 'POST',
      url: '/api/simulation/run',
      payload: { ...validBodies['/api/simulation/run'], cityId: 'atlantis' },
    });
    expect(unknown.statusCode).toBe(404);
    const bad = await test.app.inject({
      method: 'POST',
      url: '/api/simulation/run',
      payload: { ...validBodies['/api/simulation/run'], participantCount: 99, timeframe: 1.5 },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toHaveProperty('fieldErrors.participantCount');
    expect(bad.json()).toHaveProperty('fieldErrors.timeframe');
  });

  it('serves the success stories and each by id', async () => {
    const list = await test.app.inject('/api/success-stories');
    expect(list.statusCode).toBe(200);
    expect(list.json<unknown[]>()).toHaveLength(successStories.length);
    const first = successStories[0];
    const one = await test.app.inject(`/api/success-stories/${first?.id ?? 0}`);
    expect(one.statusCode).toBe(200);
    expect(one.json()).toMatchObject({
      id: first?.id,
      title: first?.title,
      clientName: first?.clientName,
    });
  });

  it.each(['999', 'abc', '1.5', '-1', '99999999999999999999'])(
    'answers 404 for story id %s',
    async (id) => {
      const res = await test.app.inject(`/api/success-stories/${id}`);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ statusCode: 404 });
    },
  );

  it('serves the impact report as a real PDF with the report text', async () => {
    const res = await test.app.inject('/download/impact-report');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(
      'inline; filename="pathways-impact-report.pdf"',
    );
    const pdf = res.rawPayload.toString('latin1');
    expect(pdf.startsWith('%PDF-')).toBe(true);
    expect(pdf).toContain(`(${impactReport.title})`);
    // Uncompressed in tests: pdfkit writes text as hex strings split at kerning pairs; join them back.
    const text = [...pdf.matchAll(/<([0-9a-f]+)>/g)]
      .map((match) => Buffer.from(match[1] ?? '', 'hex').toString('latin1'))
      .join('');
    expect(text).toContain(impactReport.title);
    for (const section of impactReport.sections) expect(text).toContain(section.heading);
    const again = await test.app.inject('/download/impact-report');
    expect(again.rawPayload.equals(res.rawPayload)).toBe(true);
  });
});
