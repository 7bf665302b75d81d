import type { Bulletin } from '@/lib/bulletins/data';

/** A bulletin as the API shows it (lib/bulletins/data.ts), with its dates ready for the form and the list. */
export type BulletinItem = Pick<
  Bulletin,
  | 'id'
  | 'title'
  | 'description'
  | 'label'
  | 'fileUrl'
  | 'thumbnailUrl'
  | 'translations'
  | 'publishAt'
  | 'scheduled'
> & {
  /** YYYY-MM-DD, the value of a date input. */
  date: string;
  /** The date in the page's language. */
  displayDate: string;
  /** The publish time in the page's language, while it is ahead. */
  displayPublishAt: string | null;
};
