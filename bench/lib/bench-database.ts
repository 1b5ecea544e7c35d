import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase } from '../../apps/api/src/db/client';
import { defined } from './defined';

export const DEFAULT_ADMIN_URL = 'postgres://postgres@127.0.0.1:5432/postgres';

export interface BenchDatabase {
  name: string;
  url: string;
  /** Drops the database (forcing out any connection left open); safe to call twice. */
  drop(): Promise<void>;
}

async function adminQuery(adminUrl: string, text: string) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

/** A fresh database of the benchmark's own on the server of `adminUrl`, with the app's migrations applied. */
export async function createBenchDatabase(adminUrl: string): Promise<BenchDatabase> {
  const name = `tiketi_bench_${randomBytes(6).toString('hex')}`;
  await adminQuery(adminUrl, `create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  let dropped = false;
  const bench: BenchDatabase = {
    name,
    url: url.toString(),
    drop: async () => {
      if (dropped) return;
      dropped = true;
      await adminQuery(adminUrl, `drop database if exists ${name} with (force)`);
    },
  };
  try {
    const database = await openDatabase({ kind: 'postgres', url: bench.url, poolSize: 2 });
    try {
      await database.migrate();
    } finally {
      await database.close();
    }
  } catch (error) {
    await bench.drop().catch(() => {});
    throw error;
  }
  return bench;
}

export interface SeedSize {
  events: number;
  organizations: number;
}

export interface SeedSummary {
  milliseconds: number;
  categories: number;
  organizations: number;
  media: number;
  events: number;
  published: number;
  drafts: number;
  ended: number;
  /** Published and not ended: what the unfiltered public list counts. */
  publicUpcoming: number;
  ticketTypes: number;
}

const CATEGORY_NAMES = [
  'Music',
  'Business & Professional',
  'Food & Drink',
  'Arts & Culture',
  'Sports & Fitness',
  'Technology',
  'Community',
  'Education',
  'Film & Media',
  'Charity & Causes',
  'Nightlife',
  'Family & Kids',
];

/**
 * Bulk seed with `insert ... select generate_series`, deterministic apart from `now()`:
 * every 20th event is a draft, every 20th (offset 1) has ended, every 200th (offset 3) is under
 * way; the rest start at 15-minute slots spread evenly over the next 365 days. Four in five
 * events have an image (a media row with four variants, as the media pipeline stores them), and
 * each event has 1 to 3 ticket types. Ends with VACUUM (ANALYZE), the state autovacuum would soon
 * reach anyway, so plans and index-only scans do not change halfway through a run.
 */
export async function seedBenchData(url: string, size: SeedSize): Promise<SeedSummary> {
  const startedAt = performance.now();
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('begin');
    await client.query('insert into categories (name) select unnest($1::text[])', [CATEGORY_NAMES]);
    await client.query(
      `insert into organizations (name, display_name, slug, email, msisdn)
       select format('Organizer %s Ltd', g), format('Organizer %s', g), format('organizer-%s', g),
              format('org%s@example.com', g), '+2547' || lpad(g::text, 8, '0')
       from generate_series(1, $1::int) g`,
      [size.organizations],
    );
    const mediaCount = Math.max(1, Math.floor(size.events / 4));
    await client.query(
      `insert into media (key, width, height, variants)
       select format('bench-%s', g), 2160, 1215,
              (select jsonb_agg(jsonb_build_object('width', w, 'key', format('bench-%s-%s.webp', g, w)) order by w)
               from unnest(array[480, 960, 1440, 2160]) w)
       from generate_series(1, $1::int) g`,
      [mediaCount],
    );
    await client.query(
      `with bounds as (
         select (select min(id) from organizations) as org_base, (select count(*) from organizations) as orgs,
                (select min(id) from categories) as cat_base, (select count(*) from categories) as cats,
                (select min(id) from media) as media_base, (select count(*) from media) as medias,
                date_trunc('hour', now()) + interval '1 hour' as first_slot
       ), e as (
         select g,
           case
             when g % 20 = 1 then now() - ((g % 300) + 1) * interval '1 day'
             when g % 200 = 3 then now() - interval '1 day'
             else first_slot + ((g::bigint * 7919) % (365 * 96)) * interval '15 minutes'
           end as start_time,
           bounds.*
         from generate_series(1, $1::int) g, bounds
       )
       insert into events (organization_id, category_id, title, short_description, full_description,
                           image_id, location, currency, status, start_time, end_time)
       select org_base + (g * 7) % orgs,
              cat_base + g % cats,
              format('%s %s %s', (array['Summer', 'Nairobi', 'Coastal', 'Late-night', 'Open-air', 'Annual'])[1 + g % 6],
                     (array['Jazz Night', 'Tech Meetup', 'Food Festival', 'Art Fair', 'Marathon', 'Film Club',
                            'Charity Gala', 'Workshop'])[1 + g % 8], g),
              format('Event %s: an evening of live performances, good food and great company, '
                     'with tickets from the organiser.', g),
              repeat('A long description of the programme, the venue and the line-up. ', 20),
              case when g % 5 = 0 then null else media_base + g % medias end,
              (array['Kenyatta International Convention Centre, Nairobi', 'Carnivore Grounds, Nairobi',
                     'Nyali Beach, Mombasa', 'Kisumu Impala Park'])[1 + g % 4],
              'USD',
              case when g % 20 = 0 then 2 else 1 end,
              start_time,
              case
                when g % 200 = 3 then now() + interval '2 days'
                when g % 50 = 7 then start_time + (2 + g % 4) * interval '1 day'
                else start_time + (2 + g % 5) * interval '1 hour'
              end
       from e`,
      [size.events],
    );
    await client.query(
      `insert into ticket_types (event_id, name, price_minor, max_tickets, sold, status)
       select e.id, (array['Regular', 'VIP', 'VVIP'])[n], n * 1500 + (e.id % 10) * 500, m.max_tickets,
              (e.id * 31 + n * 17) % (m.max_tickets + 1),
              case when n = 3 and e.id % 10 = 0 then 3 else 1 end
       from events e
       cross join lateral generate_series(1, 1 + e.id % 3) n
       cross join lateral (select 50 + (e.id * 13) % 500 as max_tickets) m`,
    );
    await client.query('commit');
    await client.query('vacuum (analyze) categories, organizations, media, events, ticket_types');
    const { rows } = await client.query<Omit<SeedSummary, 'milliseconds'>>(
      `select (select count(*)::int from categories) as categories,
              (select count(*)::int from organizations) as organizations,
              (select count(*)::int from media) as media,
              (select count(*)::int from events) as events,
              (select count(*)::int from events where status = 1) as published,
              (select count(*)::int from events where status = 2) as drafts,
              (select count(*)::int from events where end_time < now()) as ended,
              (select count(*)::int from events where status = 1 and end_time >= now()) as "publicUpcoming",
              (select count(*)::int from ticket_types) as "ticketTypes"`,
    );
    return { milliseconds: Math.round(performance.now() - startedAt), ...defined(rows[0], 'rows[0]') };
  } catch (error) {
    await client.query('rollback').catch(() => {});
    throw error;
  } finally {
    await client.end();
  }
}

export interface BenchFilters {
  categoryId: number;
  categoryName: string;
  /** A calendar day (UTC) 30 days ahead, and the day a week after it. */
  start: string;
  end: string;
}

/** The filter values the filtered variants use: the first category, and a week a month from today. */
export async function pickFilters(url: string, daysAhead = 30, now = new Date()): Promise<BenchFilters> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ id: number; name: string }>(
      'select id, name from categories order by id limit 1',
    );
    const day = (offset: number) => new Date(now.getTime() + offset * 86_400_000).toISOString().slice(0, 10);
    return {
      categoryId: defined(rows[0], 'rows[0]').id,
      categoryName: defined(rows[0], 'rows[0]').name,
      start: day(daysAhead),
      end: day(daysAhead + 7),
    };
  } finally {
    await client.end();
  }
}
