import { Body, Controller, Get, Module, Post } from '@nestjs/common';
import { IsEmail, IsInt, Max, Min } from 'class-validator';
import { createTestApp, TestApp } from './utils/test-app';

class EchoDto {
  @IsEmail()
  readonly email: string;

  @IsInt()
  @Min(1)
  @Max(10)
  readonly count: number;
}

@Controller('test-echo')
class EchoController {
  @Post()
  echo(@Body() body: EchoDto) {
    return body;
  }

  @Get('boom')
  boom(): never {
    throw new Error('secret internals at /srv/app.ts:42');
  }
}

@Module({ controllers: [EchoController] })
class EchoModule {}

describe('The API foundation', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ imports: [EchoModule] });
  });
  afterAll(() => t.close());

  describe('health', () => {
    it('reports ok when the database answers', async () => {
      const res = await t.http.get('/api/health').expect(200);
      expect(res.body).toMatchObject({ status: 'ok', info: { database: { status: 'up' } } });
    });
  });

  describe('errors', () => {
    it('answers an unknown API path with a JSON 404 in the error shape', async () => {
      const res = await t.http.get('/api/does-not-exist').expect(404).expect('Content-Type', /json/);
      expect(res.body).toEqual({
        statusCode: 404,
        code: 'NOT_FOUND',
        message: 'Cannot GET /api/does-not-exist',
        correlationId: res.headers['x-request-id'],
        docUrl: expect.stringMatching(/^http:\/\/127\.0\.0\.1:\d+\/api-documentation\/errors#NOT_FOUND$/),
      });
    });

    it('hides the details of an unexpected failure behind a 500 with a correlation id', async () => {
      const res = await t.http.get('/api/test-echo/boom').expect(500);
      expect(res.body).toEqual({
        statusCode: 500,
        code: 'INTERNAL',
        message: 'Something went wrong on our side. Please try again later.',
        correlationId: expect.any(String),
        // The code's entry on the errors page, at the origin the call reached.
        docUrl: expect.stringMatching(/^http:\/\/127\.0\.0\.1:\d+\/api-documentation\/errors#INTERNAL$/),
      });
      expect(JSON.stringify(res.body)).not.toMatch(/secret|\.ts/);
    });

    it('echoes a safe caller-provided request id', async () => {
      const res = await t.http.get('/api/nope').set('X-Request-Id', 'trace-12345678').expect(404);
      expect(res.body.correlationId).toBe('trace-12345678');
    });

    it.each([
      ['malformed JSON', '{"email":'],
      ['a __proto__ key', '{"__proto__":{"isAdmin":true}}'],
      ['a constructor.prototype key', '{"constructor":{"prototype":{"isAdmin":true}}}'],
    ])('answers %s with a 400 in our words, not the parser’s', async (_case, body) => {
      const res = await t.http.post('/api/test-echo').set('Content-Type', 'application/json').send(body).expect(400);
      expect(res.body).toEqual({
        statusCode: 400,
        code: 'BAD_REQUEST',
        message: 'The request body is not valid JSON.',
        correlationId: expect.any(String),
        docUrl: expect.stringMatching(/errors#BAD_REQUEST$/),
      });
    });

    it('answers an empty body sent as JSON with a 400 saying what to send instead', async () => {
      const res = await t.http.post('/api/test-echo').set('Content-Type', 'application/json').send('').expect(400);
      expect(res.body).toEqual({
        statusCode: 400,
        code: 'BAD_REQUEST',
        message: 'The request body is empty, but its Content-Type says JSON: send a JSON body, or no Content-Type when the call takes none.',
        correlationId: expect.any(String),
        docUrl: expect.stringMatching(/errors#BAD_REQUEST$/),
      });
    });

    it('answers a body too large with a 413 in our words', async () => {
      const res = await t.http
        .post('/api/test-echo')
        .set('Content-Type', 'application/json')
        .send(JSON.stringify({ email: 'x'.repeat(200 * 1024) }))
        .expect(413);
      expect(res.body).toMatchObject({ code: 'PAYLOAD_TOO_LARGE', message: 'The request body is too large.' });
    });
  });

  describe('validation', () => {
    it('accepts a valid body and converts types', async () => {
      await t.http.post('/api/test-echo').send({ email: 'a@b.example', count: 3 }).expect(201, { email: 'a@b.example', count: 3 });
    });

    it('rejects unknown fields, naming them', async () => {
      const res = await t.http.post('/api/test-echo').send({ email: 'a@b.example', count: 3, isAdmin: true }).expect(400);
      expect(res.body).toMatchObject({
        statusCode: 400,
        code: 'VALIDATION_FAILED',
        errors: [{ field: 'isAdmin', messages: ['Unknown field "isAdmin"'] }],
      });
    });

    it('names every invalid field and joins the messages for people', async () => {
      const res = await t.http.post('/api/test-echo').send({ email: 'nope', count: 99 }).expect(400);
      expect(res.body.errors.map((e: { field: string }) => e.field).sort()).toEqual(['count', 'email']);
      // The library's own wording, when a DTO brings none, still starts like a sentence.
      expect(res.body.message).toContain('Email must be an email');
      expect(res.body.message).toContain('Count must not be greater than 10');
    });

    it('refuses a body that is not an object', async () => {
      await t.http
        .post('/api/test-echo')
        .send([{ email: 'a@b.example', count: 1 }])
        .expect(400);
    });
  });

  describe('security headers', () => {
    it('sends pages a content security policy that still allows the ticker widget', async () => {
      const res = await t.http.get('/marketplace').set('Accept', 'text/html');
      const csp = res.headers['content-security-policy'];
      expect(csp).toContain("default-src 'self'");
      expect(csp).toContain('script-src');
      expect(csp).toContain('https://s3.tradingview.com');
      expect(csp).toMatch(/frame-src[^;]*tradingview/);
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['x-powered-by']).toBeUndefined();
    });

    it.each(['/api/health', '/v1/openapi.json', '/api/no-such-call'])('answers the API (%s) with the headers of a JSON answer, not of a page', async (path) => {
      const res = await t.http.get(path);
      expect(res.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
      expect(res.headers['x-frame-options']).toBe('DENY');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['x-powered-by']).toBeUndefined();
      expect(res.headers['cross-origin-opener-policy']).toBeUndefined();
    });
  });

  describe('the built client', () => {
    it('serves index.html for any page path, revalidated on every visit', async () => {
      const res = await t.http.get('/marketplace?view=newsletters').set('Accept', 'text/html').expect(200);
      expect(res.text).toContain('<div id="root">');
      expect(res.headers['cache-control']).toBe('no-cache');
    });

    it('caches hashed assets for a year', async () => {
      const res = await t.http.get('/assets/index-abc123.js').expect(200);
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    });
  });

  describe('OpenAPI', () => {
    it('publishes the generated document', async () => {
      const res = await t.http.get('/api/openapi.json').expect(200);
      expect(res.body.openapi).toMatch(/^3\./);
      expect(Object.keys(res.body.paths)).toEqual(expect.arrayContaining(['/api/health', '/api/config/public']));
    });
  });

  describe('public configuration', () => {
    it('gives the client the product name and public identities, with working defaults', async () => {
      const res = await t.http.get('/api/config/public').expect(200);
      expect(res.body).toMatchObject({ productName: 'BrokerBridge', salesEmail: 'sales@brokerbridge.example', analyticsId: null });
    });
  });

  describe('current user', () => {
    it('answers 401 while nobody is signed in', async () => {
      const res = await t.http.get('/api/user').expect(401);
      expect(res.body.code).toBe('AUTH.UNAUTHENTICATED');
    });
  });
});
