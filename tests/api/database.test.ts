import { sql } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { articles, digitalProducts, projects, testimonials } from '@/lib/db/schema';
import { seedDemoContent } from '@/lib/db/seed';
import { articleSeeds } from '@/lib/db/seed/data/articles';
import { productSeeds } from '@/lib/db/seed/data/products';
import { projectSeeds } from '@/lib/db/seed/data/projects';
import { testimonialSeeds } from '@/lib/db/seed/data/testimonials';

// pg warns (once) when a query is sent on a client that is still running another: pg 9 refuses it.
// Listening from the start sees the migration and seeding of the first getDb() below.
const warnings: string[] = [];
const recordWarning = (warning: Error) => warnings.push(`${warning.name}: ${warning.message}`);
process.on('warning', recordWarning);
afterAll(() => {
  process.off('warning', recordWarning);
});

async function counts() {
  const db = await getDb();
  return Promise.all([db.$count(projects), db.$count(testimonials), db.$count(digitalProducts), db.$count(articles)]);
}

describe('database start-up', () => {
  it('migrates and seeds the demo content into an empty database', async () => {
    expect(await counts()).toEqual([projectSeeds.length, testimonialSeeds.length, productSeeds.length, articleSeeds.length]);
  });

  it('sends one query at a time on a connection while migrating and seeding', () => {
    expect(warnings.filter((warning) => /already executing a query/.test(warning))).toEqual([]);
  });

  it('never seeds a second time', async () => {
    expect(await seedDemoContent(await getDb())).toBe(false);
    expect(await counts()).toEqual([projectSeeds.length, testimonialSeeds.length, productSeeds.length, articleSeeds.length]);
  });

  it('leaves a database alone once it has content of its own, even with no projects left', async () => {
    const db = await getDb();
    await db.delete(projects);
    expect(await seedDemoContent(db)).toBe(false);
    expect(await db.$count(projects)).toBe(0);
  });
});

describe('content constraints', () => {
  it('keeps a published article dated', async () => {
    const db = await getDb();
    const article = {
      slug: 'undated',
      title: { en: 'x' },
      excerpt: { en: 'x' },
      coverImage: '/x.webp',
      body: { en: '<p>x</p>' },
      category: 'process',
      author: 'x',
    };
    await expect(db.insert(articles).values({ ...article, status: 'published' })).rejects.toThrow();
    await expect(db.insert(articles).values({ ...article, status: 'scheduled', publishedAt: new Date() })).rejects.toThrow();
    expect(await db.$count(articles, sql`${articles.slug} = 'undated'`)).toBe(0);
  });

  it('keeps a product price positive', async () => {
    const db = await getDb();
    await expect(
      db.insert(digitalProducts).values({
        title: { en: 'Free' },
        description: { en: 'x' },
        priceCents: 0,
        category: 'Instagram Post Templates',
        deliverable: { en: 'x' },
      }),
    ).rejects.toThrow();
  });

  it('keeps a testimonial rating between 1 and 5', async () => {
    const db = await getDb();
    await expect(
      db
        .insert(testimonials)
        .values({ clientName: 'A', role: { en: 'B' }, company: 'C', projectType: { en: 'D' }, testimonial: { en: 'E' }, rating: 6 }),
    ).rejects.toThrow();
  });

  it('keeps project slugs unique', async () => {
    const db = await getDb();
    const row = {
      slug: 'twice',
      title: { en: 'T' },
      category: 'Branding',
      shortDescription: { en: 's' },
      fullDescription: { en: '<p>f</p>' },
    };
    await db.insert(projects).values(row);
    await expect(db.insert(projects).values(row)).rejects.toThrow();
  });
});

describe('indexes', () => {
  it('reads the inbox newest first through an index instead of sorting every message', async () => {
    const db = await getDb();
    // A few rows make a sequential scan cheapest; turned off, the planner shows whether an index can serve the order.
    const plan = await db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      const { rows } = (await tx.execute(
        sql`explain select id from contact_messages where archived_at is null order by created_at desc, id desc limit 200`,
      )) as unknown as { rows: { 'QUERY PLAN': string }[] };
      return rows.map((row) => row['QUERY PLAN']).join('\n');
    });
    expect(plan).toMatch(/Index Scan Backward using contact_messages_created_at_idx/);
    expect(plan).not.toMatch(/Sort/);
  });
});
