import { apiHandler } from '@/lib/http/handler';
import { otherMethods } from '@/lib/http/methods';
import { getCategories } from '@/lib/events/data';

export const dynamic = 'force-dynamic';

/** `[{slug, name: {en, ua}}]`, in the staff's order. */
export const GET = apiHandler(async () => Response.json(await getCategories()));

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods('GET');
