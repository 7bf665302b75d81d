import { describe, expect, it } from 'vitest';
import { setUpMigratedDatabase } from '../support/migrated-database';
import { defaultDoc } from '@/lib/rich-text/default-doc';

// A scheduled page draft goes live at its time without another save: publishDueDrafts takes the
// clock as an argument, so its time can be passed here without waiting for it. It is what the
// scheduled-drafts job (lib/startup/jobs.ts) runs, on every instance.
const database = setUpMigratedDatabase();

const doc = (text: string) => ({
  type: 'doc',
  content: [{ type: 'paragraph', content: [{ type: 'text', text }] }],
});

describe('scheduled page drafts', () => {
  it('are published at their time, not before, once, with a revision per changed language', async () => {
    await database.seed();
    const { publishDueDrafts, getPageDraft } = await import('@/lib/pages/drafts');
    const { getPageRecord } = await import('@/lib/pages/data');
    const at = new Date('2031-04-05T10:00:00Z');
    // Stored as PUT /api/content/blessings with a publishAt stores it (lib/pages/drafts.ts).
    await database.db.pageDraft.create({
      data: {
        slug: 'blessings',
        title: { en: 'Blessings at Easter', ua: '' },
        content: {
          en: doc('Baskets are blessed after the Liturgy.'),
          // The default document, as the editor sends a language left as it was.
          ua: JSON.parse(JSON.stringify(defaultDoc())) as object,
        },
        publishAt: at,
        savedBy: 'secretary',
      },
    });
    expect(await getPageDraft('blessings')).toMatchObject({ publishAt: at.toISOString() });

    const early = await publishDueDrafts(new Date(at.getTime() - 1_000), { outsideRequest: true });
    expect(early).toEqual([]);
    expect((await getPageRecord('blessings'))?.title.en ?? '').not.toBe('Blessings at Easter');

    const due = await publishDueDrafts(new Date(at.getTime() + 1_000), { outsideRequest: true });
    expect(due).toEqual(['blessings']);
    const record = await getPageRecord('blessings');
    expect(record?.title.en).toBe('Blessings at Easter');
    expect(record?.content.en).toEqual(doc('Baskets are blessed after the Liturgy.'));
    expect(await getPageDraft('blessings')).toBeNull();
    const revisions = await database.db.pageRevision.findMany({ where: { slug: 'blessings' } });
    expect(revisions.map((revision) => [revision.language, revision.author])).toEqual([
      ['en', 'secretary'],
    ]);
    const logged = await database.db.activityEntry.findMany({
      where: { action: 'page.publish-scheduled' },
    });
    expect(logged.map((entry) => entry.target)).toEqual(['blessings']);

    // Run again (another instance, the next tick): nothing more to publish.
    expect(
      await publishDueDrafts(new Date(at.getTime() + 60_000), { outsideRequest: true }),
    ).toEqual([]);
  });

  it('run by two instances at once, one publishes and logs it; the job knows when to wake', async () => {
    await database.seed();
    const { publishDueDrafts, nextScheduledDraftTime } = await import('@/lib/pages/drafts');
    const at = new Date('2032-06-07T08:00:00Z');
    const later = new Date('2032-06-08T08:00:00Z');
    for (const [slug, publishAt] of [
      ['catechism', at],
      ['choir', later],
    ] as const) {
      await database.db.pageDraft.create({
        data: {
          slug,
          title: { en: `Scheduled ${slug}`, ua: '' },
          content: { en: doc(`Text of ${slug}.`), ua: doc('') },
          publishAt,
          savedBy: 'secretary',
        },
      });
    }
    expect(await nextScheduledDraftTime()).toEqual(at);

    const now = new Date(at.getTime() + 1_000);
    const [first, second] = await Promise.all([
      publishDueDrafts(now, { outsideRequest: true }),
      publishDueDrafts(now, { outsideRequest: true }),
    ]);
    expect([...first, ...second]).toEqual(['catechism']);
    const logged = await database.db.activityEntry.findMany({
      where: { action: 'page.publish-scheduled', target: 'catechism' },
    });
    expect(logged).toHaveLength(1);
    expect(await nextScheduledDraftTime()).toEqual(later);
  });
});
