import { describe, expect, it } from 'vitest';
import { baseUrl } from '../support/api';

// Samples never pass for the parish's own words: the note that the description is a sample is not
// in the public (cached, shared) HTML; a staff-only island shows it (tests/e2e/dashboard-first-day).

describe('the sample note', () => {
  it('is not in the public HTML of / and /ua, nor in their client payload', async () => {
    for (const path of ['/', '/ua', '/contact-us']) {
      const response = await fetch(`${baseUrl()}${path}`);
      expect(response.status).toBe(200);
      const html = await response.text();
      expect(html).toContain('site-footer');
      expect(html).not.toContain('Sample text');
      expect(html).not.toContain('Зразок тексту');
    }
  });
});
