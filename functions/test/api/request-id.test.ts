import request from 'supertest';
import { newApp } from '../support/emulator';

describe('request ids', () => {
  const app = newApp();

  it('when an error is answered, then its body carries the id the X-Request-Id header went out with', async () => {
    const notFound = await request(app).get('/api/no-such-thing');
    const id = notFound.headers['x-request-id'];
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(notFound.body).toMatchObject({ code: 'not_found', requestId: id });

    const unauthenticated = await request(app).get('/api/quotes');
    expect(unauthenticated.status).toBe(401);
    expect(unauthenticated.body.requestId).toBe(unauthenticated.headers['x-request-id']);
    expect(unauthenticated.body.requestId).not.toBe(id);

    const invalid = await request(app).post('/api/contact').send({ name: '' });
    expect(invalid.status).toBe(400);
    expect(invalid.body.requestId).toBe(invalid.headers['x-request-id']);
  });

  it('when a success is answered, then it has an X-Request-Id header too', async () => {
    const res = await request(app).get('/api/health');
    expect(res.status).toBe(200);
    expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("when the caller sends a sane X-Request-Id, then it is kept; Cloud's trace id is used next", async () => {
    const given = await request(app)
      .get('/api/nothing-here')
      .set('X-Request-Id', 'client-req-0042');
    expect(given.headers['x-request-id']).toBe('client-req-0042');
    expect(given.body.requestId).toBe('client-req-0042');

    const traced = await request(app)
      .get('/api/nothing-here')
      .set('X-Cloud-Trace-Context', '105445AA7843BC8BF206B12000100000/1;o=1');
    expect(traced.body.requestId).toBe('105445aa7843bc8bf206b12000100000');
  });

  it('when the given X-Request-Id is not sane, then a random one is used instead', async () => {
    for (const bad of ['short', 'x'.repeat(200), 'evil"}{"uid":"admin', 'a b c d e f g h']) {
      const res = await request(app).get('/api/nothing-here').set('X-Request-Id', bad);
      expect(res.body.requestId).toMatch(/^[0-9a-f-]{36}$/);
      expect(res.headers['x-request-id']).toBe(res.body.requestId);
    }
  });
});
