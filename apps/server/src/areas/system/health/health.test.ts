import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/apiTest';

describe('the settings the web reads before sign-in', () => {
  const t = useTestApp('sqlite', {
    config: { productionHost: 'app.ornek.com.tr', matomoUrl: 'https://analiz.ornek.com.tr/', matomoSiteId: '7' },
  });

  it('answers the production host and the analytics site without a token', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/app-config' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      data: { production_host: 'app.ornek.com.tr', matomo_url: 'https://analiz.ornek.com.tr/', matomo_site_id: '7' },
    });
  });
});
