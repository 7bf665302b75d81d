import { beforeAll, describe, expect, it } from 'vitest';
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';

// The sign-up form's proof of work, as the widget sends it: base64 JSON of the challenge the page
// was made with and the counter found. Solved here with the same library the widget uses.

beforeAll(() => {
  process.env.AUTH_SECRET = 'unit-test-secret-0123456789abcdef';
});

const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64');

async function solved(nonce: string) {
  const { proofChallenge } = await import('@/lib/signups/proof');
  const challenge = await proofChallenge(nonce);
  const solution = await solveChallenge({ challenge, deriveKey });
  expect(solution).not.toBeNull();
  return { challenge, solution: solution! };
}

describe('proof of work', () => {
  it('holds for a solution of this form’s challenge', async () => {
    const { proofHolds } = await import('@/lib/signups/proof');
    const { challenge, solution } = await solved('nonce-a');
    expect(await proofHolds(encode({ challenge, solution }), 'nonce-a')).toBe(true);
  }, 30_000);

  it('fails for another form, a wrong counter, a changed challenge or garbage', async () => {
    const { proofHolds } = await import('@/lib/signups/proof');
    const { challenge, solution } = await solved('nonce-b');
    expect(await proofHolds(encode({ challenge, solution }), 'nonce-c')).toBe(false);
    const wrong = { ...solution, counter: solution.counter + 1 };
    expect(await proofHolds(encode({ challenge, solution: wrong }), 'nonce-b')).toBe(false);
    const cheaper = { ...challenge, parameters: { ...challenge.parameters, cost: 1 } };
    expect(await proofHolds(encode({ challenge: cheaper, solution }), 'nonce-b')).toBe(false);
    expect(await proofHolds('not base64 json', 'nonce-b')).toBe(false);
    expect(await proofHolds(encode({ challenge: null, solution: null }), 'nonce-b')).toBe(false);
  }, 30_000);

  it('fails for a challenge whose signature is not the site’s', async () => {
    const { proofHolds } = await import('@/lib/signups/proof');
    const { challenge, solution } = await solved('nonce-d');
    const forged = { ...challenge, signature: '0'.repeat(challenge.signature?.length ?? 64) };
    expect(await proofHolds(encode({ challenge: forged, solution }), 'nonce-d')).toBe(false);
    const unsigned = { parameters: challenge.parameters };
    expect(await proofHolds(encode({ challenge: unsigned, solution }), 'nonce-d')).toBe(false);
  }, 30_000);
});
