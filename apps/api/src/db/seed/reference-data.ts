import { successStories } from '@pathways/content';
import { listCities } from '@pathways/sim-core';
import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import type { Database } from '../database.js';

/**
 * Cities and success stories are the site's published content, not sample data: every database
 * gets them. `city_data` mirrors sim-core, the one source of place data: every start-up rewrites
 * each row from it (the simulator reads sim-core, so an edit to the table would never reach the
 * numbers). Stories already present are left alone, so staff edits survive a restart.
 */
export async function seedReferenceData(db: Kysely<Database>): Promise<void> {
  const cities = listCities();
  if (cities.length > 0) {
    await db
      .insertInto('city_data')
      .values(
        cities.map((city) => ({
          id: city.id,
          name: city.name,
          state: city.state,
          population: city.population,
          annual_releases: city.annualReleases,
          baseline_recidivism_rate: city.baselineRecidivismRate,
          average_cost_per_incarceration: city.averageCostPerIncarceration,
          current_employment_rate: city.currentEmploymentRate,
          median_income: city.medianIncome,
          details: JSON.stringify(city),
        })),
      )
      .onConflict((oc) =>
        oc.column('id').doUpdateSet((eb) => ({
          name: eb.ref('excluded.name'),
          state: eb.ref('excluded.state'),
          population: eb.ref('excluded.population'),
          annual_releases: eb.ref('excluded.annual_releases'),
          baseline_recidivism_rate: eb.ref('excluded.baseline_recidivism_rate'),
          average_cost_per_incarceration: eb.ref('excluded.average_cost_per_incarceration'),
          current_employment_rate: eb.ref('excluded.current_employment_rate'),
          median_income: eb.ref('excluded.median_income'),
          details: eb.ref('excluded.details'),
        })),
      )
      .execute();
  }

  if (successStories.length > 0) {
    await db
      .insertInto('success_stories')
      .values(
        successStories.map((story) => ({
          id: story.id,
          title: story.title,
          client_name: story.clientName,
          content: story.content,
          extended_content: story.extendedContent,
          image_url: story.imageUrl,
          category: story.category,
          publish_date: new Date(story.publishDate),
          is_published: story.isPublished,
        })),
      )
      .onConflict((oc) => oc.column('id').doNothing())
      .execute();
    // Explicit ids bypass the serial; move it past them so stories added later do not collide.
    await sql`select setval(pg_get_serial_sequence('success_stories', 'id'), (select max(id) from success_stories))`.execute(
      db,
    );
  }
}
