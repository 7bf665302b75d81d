import 'server-only';
import { getDb } from '@/lib/db/client';
import type { Prisma } from '@/lib/db/types';
import type { Question } from './schemas';
import type { SignupStatus } from './places';

// The rows of the sign-ups folder and their API shapes, read here only.

const settingsColumns = {
  eventId: true,
  capacity: true,
  maxParty: true,
  waitlist: true,
  opensAt: true,
  closesAt: true,
  perDate: true,
  questions: true,
} satisfies Prisma.SignupSettingsSelect;
type SettingsRow = Prisma.SignupSettingsGetPayload<{ select: typeof settingsColumns }>;

export interface SignupSettings {
  capacity: number | null;
  maxParty: number;
  waitlist: boolean;
  opensAt: string | null;
  closesAt: string | null;
  perDate: boolean;
  questions: Question[];
}

const toSettings = (row: SettingsRow): SignupSettings => ({
  capacity: row.capacity,
  maxParty: row.maxParty,
  waitlist: row.waitlist,
  opensAt: row.opensAt?.toISOString() ?? null,
  closesAt: row.closesAt?.toISOString() ?? null,
  perDate: row.perDate,
  questions: (Array.isArray(row.questions) ? row.questions : []) as unknown as Question[],
});

/** The event's sign-up settings; null when it takes no sign-ups. */
export async function readSignupSettings(eventId: string): Promise<SignupSettings | null> {
  const row = await getDb().signupSettings.findUnique({
    where: { eventId },
    select: settingsColumns,
  });
  return row && toSettings(row);
}

/** Every event's sign-up settings by event id (the dashboard's Events tab). */
export async function readAllSignupSettings(): Promise<Map<string, SignupSettings>> {
  const rows = await getDb().signupSettings.findMany({ select: settingsColumns });
  return new Map(rows.map((row) => [row.eventId, toSettings(row)]));
}

/** The list a date's sign-ups go to: its own, or the series' one. */
export const listDate = (settings: Pick<SignupSettings, 'perDate'>, date: string) =>
  settings.perDate ? date : 'series';

export const signupColumns = {
  id: true,
  name: true,
  email: true,
  phone: true,
  party: true,
  status: true,
  position: true,
  answers: true,
  language: true,
  createdAt: true,
  listId: true,
} satisfies Prisma.SignupSelect;
type SignupRow = Prisma.SignupGetPayload<{ select: typeof signupColumns }>;

/** A sign-up as staff see it (GET …/signups). */
export interface StaffSignup {
  id: string;
  name: string;
  email: string;
  phone: string;
  party: number;
  status: SignupStatus;
  position?: number;
  answers: Record<string, string | boolean>;
  createdAt: string;
}

export const toStaffSignup = (row: SignupRow): StaffSignup => ({
  id: row.id,
  name: row.name,
  email: row.email,
  phone: row.phone,
  party: row.party,
  status: row.status as SignupStatus,
  ...(row.position !== null ? { position: row.position } : {}),
  answers: (row.answers ?? {}) as Record<string, string | boolean>,
  createdAt: row.createdAt.toISOString(),
});

const statusOrder: Record<string, number> = { confirmed: 0, waiting: 1, cancelled: 2 };

export interface DateList {
  signups: StaffSignup[];
  totals: { confirmed: number; places: number; waiting: number; cancelled: number };
  kept: boolean;
  purged: boolean;
}

/** A date's list for staff: confirmed first (by time), then waiting (by position), cancelled. */
export async function readDateList(eventId: string, date: string): Promise<DateList> {
  const list = await getDb().signupList.findUnique({
    where: { eventId_date: { eventId, date } },
    select: {
      confirmedPlaces: true,
      waitingCount: true,
      cancelledCount: true,
      kept: true,
      purgedAt: true,
      signups: { select: signupColumns, orderBy: [{ createdAt: 'asc' }, { id: 'asc' }] },
    },
  });
  const signups = (list?.signups ?? []).map(toStaffSignup).sort((a, b) => {
    const order = (statusOrder[a.status] ?? 3) - (statusOrder[b.status] ?? 3);
    return order || (a.position ?? 0) - (b.position ?? 0);
  });
  return {
    signups,
    totals: {
      confirmed: signups.filter((signup) => signup.status === 'confirmed').length,
      places: list?.confirmedPlaces ?? 0,
      waiting: list?.waitingCount ?? 0,
      cancelled: list?.cancelledCount ?? 0,
    },
    kept: list?.kept ?? false,
    purged: Boolean(list?.purgedAt),
  };
}

/** One sign-up with its list's event and date; null when there is none. */
export async function readSignup(where: Prisma.SignupWhereUniqueInput) {
  const row = await getDb().signup.findUnique({
    where,
    select: { ...signupColumns, list: { select: { eventId: true, date: true } } },
  });
  return row && { ...toStaffSignup(row), language: row.language, list: row.list };
}
export type SignupWithList = NonNullable<Awaited<ReturnType<typeof readSignup>>>;

/** Dates of an event that have people on them (not cancelled): a series change keeps them. */
export async function datesWithPeople(eventId: string): Promise<string[]> {
  const lists = await getDb().signupList.findMany({
    where: { eventId, signups: { some: { status: { not: 'cancelled' } } } },
    select: { date: true },
  });
  return lists.map((list) => list.date).filter((date) => date !== 'series');
}

/** Every event that takes sign-ups, with its lists' counts (the staff's index). */
export async function readSignupOverview() {
  const db = getDb();
  const [settings, lists] = await Promise.all([
    db.signupSettings.findMany({ select: { eventId: true } }),
    db.signupList.findMany({
      select: { eventId: true, date: true, confirmedPlaces: true, waitingCount: true, kept: true },
      orderBy: { date: 'asc' },
    }),
  ]);
  const ids = [
    ...new Set([...settings.map((row) => row.eventId), ...lists.map((row) => row.eventId)]),
  ];
  return ids.map((eventId) => ({
    eventId,
    lists: lists.filter((list) => list.eventId === eventId),
  }));
}
