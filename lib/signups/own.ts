import 'server-only';
import { readEvent } from '@/lib/events/data';
import type { Language } from '@/lib/i18n/languages';
import { readSignup, readSignupSettings, type SignupWithList } from './data';
import { PlacesError } from './places';
import { applyChange, mailAbout } from './people';
import { readManageToken } from './tokens';
import { refusal } from './words';

// A person's own sign-up, through their personal link: see it, change the party, cancel, and
// delete their details now. No account: the signed token is the key to this one sign-up only.

export interface OwnSignup {
  status: SignupWithList['status'];
  position?: number;
  party: number;
  maxParty: number;
  name: string;
  erased: boolean;
  event: { id: string; slug: string; title: Record<string, string> };
  date: string;
}

async function find(token: string, language: Language) {
  const id = readManageToken(token);
  const signup = id ? await readSignup({ id }) : null;
  if (!signup) throw await refusal(language, 'link');
  return signup;
}

export async function readOwnSignup(token: string, language: Language): Promise<OwnSignup> {
  const signup = await find(token, language);
  const [event, settings] = await Promise.all([
    readEvent(signup.list.eventId),
    readSignupSettings(signup.list.eventId),
  ]);
  return {
    status: signup.status,
    ...(signup.position !== undefined ? { position: signup.position } : {}),
    party: signup.party,
    maxParty: settings?.maxParty ?? signup.party,
    name: signup.name,
    erased: signup.name === '',
    event: {
      id: signup.list.eventId,
      slug: event?.slug ?? '',
      title: event?.title ?? {},
    },
    date: signup.list.date,
  };
}

/** The person's change; answers their sign-up as it is now and mails whoever moved up. */
export async function changeOwnSignup(
  token: string,
  language: Language,
  change: { party?: number; cancel?: boolean; erase?: boolean },
): Promise<{ signup: OwnSignup; followUp: () => Promise<void> }> {
  const signup = await find(token, language);
  if (signup.name === '') throw await refusal(language, 'erased');
  const { eventId, date } = signup.list;
  if (change.party !== undefined && !change.cancel) {
    const settings = await readSignupSettings(eventId);
    const max = settings?.maxParty ?? signup.party;
    if (change.party > max && change.party > signup.party) {
      throw await refusal(language, 'party_too_large', { values: { max } });
    }
    if (signup.status === 'cancelled') throw await refusal(language, 'closed');
  }
  try {
    const result = await applyChange(signup.id, eventId, {
      ...(change.party !== undefined && !change.cancel ? { party: change.party } : {}),
      ...(change.cancel ? { status: 'cancelled' as const } : {}),
      erase: change.erase,
    });
    return {
      signup: await readOwnSignup(token, language),
      followUp: () => mailAbout('movedUp', result.movedUp, eventId, date),
    };
  } catch (error) {
    if (error instanceof PlacesError)
      throw await refusal(language, error.reason === 'erased' ? 'erased' : 'no_room');
    throw error;
  }
}
