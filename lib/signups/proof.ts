import 'server-only';
import { createHmac } from 'node:crypto';
import { createChallenge, verifySolution, type Challenge, type Solution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { getAuthSecret } from '@/lib/accounts/secret';

// The proof of work a browser with JavaScript does before sending the form (the `altcha` widget,
// self-hosted: no third party is asked). The challenge is made with the page, signed with a key
// derived from the site's secret, and names the form token's nonce, so one solution is good for
// that one form only (the form token itself is single-use). Without JavaScript there is no
// solution, and the other checks (honeypot, least time, limits) stand alone; a solution that is
// sent must be right.

/** PBKDF2 rounds per try: about a second of a phone's time over the ~256 tries a key needs. */
const COST = 2_000;
const ALGORITHM = 'PBKDF2/SHA-256';

const proofKey = () =>
  createHmac('sha256', getAuthSecret()).update('signup-proof-of-work').digest('hex');

/** A challenge for the form whose token carries `nonce`; it expires with the form (a day). */
export function proofChallenge(nonce: string, now = new Date()): Promise<Challenge> {
  return createChallenge({
    algorithm: ALGORITHM,
    cost: COST,
    deriveKey,
    hmacSignatureSecret: proofKey(),
    expiresAt: new Date(now.getTime() + 24 * 3600_000),
    data: { form: nonce },
  });
}

interface ProofPayload {
  challenge: Challenge;
  solution: Solution;
}

/** Whether the widget's payload (base64 JSON) solves a challenge this site made for this form. */
export async function proofHolds(payload: string, nonce: string): Promise<boolean> {
  let parsed: ProofPayload;
  try {
    parsed = JSON.parse(Buffer.from(payload, 'base64').toString('utf8')) as ProofPayload;
  } catch {
    return false;
  }
  if (!parsed?.challenge?.parameters || !parsed.solution) return false;
  if (parsed.challenge.parameters.data?.form !== nonce) return false;
  if (parsed.challenge.parameters.algorithm !== ALGORITHM) return false;
  try {
    const result = await verifySolution({
      challenge: parsed.challenge,
      solution: parsed.solution,
      deriveKey,
      hmacSignatureSecret: proofKey(),
    });
    return result.verified;
  } catch {
    return false;
  }
}
