import request from 'supertest';
import { newApp } from '../support/emulator';

describe('error answers', () => {
  const app = newApp();

  it('when an unknown /api path is called, then it answers a JSON 404', async () => {
    const res = await request(app).get('/api/no-such-thing');
    expect(res.status).toBe(404);
    expect(res.headers['content-type']).toMatch(/application\/json/);
    expect(res.body).toEqual({
      success: false,
      message: 'Not found',
      code: 'not_found',
      requestId: res.headers['x-request-id'],
    });
  });

  it('when the JSON body is malformed, then it answers 400 without a stack trace', async () => {
    const res = await request(app)
      .post('/api/contact')
      .set('Content-Type', 'application/json')
      .send('{"name": ');
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      success: false,
      message: 'Malformed JSON in request body',
      code: 'malformed_json',
      requestId: res.headers['x-request-id'],
    });
    expect(JSON.stringify(res.body)).not.toMatch(/at .*\.(ts|js)/);
  });

  it('when the body is larger than the limit, then it answers 413', async () => {
    const res = await request(app)
      .post('/api/contact')
      .set('Content-Type', 'application/json')
      .send(JSON.stringify({ message: 'x'.repeat(1_100_000) }));
    expect(res.status).toBe(413);
    expect(res.body).toMatchObject({ success: false, code: 'payload_too_large' });
  });

  it('when a write is not JSON, then it answers 415', async () => {
    const res = await request(app)
      .post('/api/contact')
      .set('Content-Type', 'text/plain')
      .send('hello');
    expect(res.status).toBe(415);
    expect(res.body).toMatchObject({ success: false, code: 'unsupported_media_type' });
  });

  it('when a JSON route is sent a multipart form, then it answers 415 rather than field errors', async () => {
    const res = await request(app)
      .put('/api/customers/profile/someone@test.example')
      .field('name', 'Ada');
    expect(res.status).toBe(415);
    expect(res.body).toMatchObject({ success: false, code: 'unsupported_media_type' });
    const contact = await request(app).post('/api/contact').field('name', 'Pat');
    expect(contact.status).toBe(415);
  });

  it('when a path carries broken percent-encoding, then it answers 400 JSON, not 500', async () => {
    const res = await request(app).put('/api/device-pricing/%E0%A4%A').send({});
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      success: false,
      message: 'Invalid request',
      code: 'malformed_request',
      requestId: res.headers['x-request-id'],
    });
  });

  it('when a compressed body cannot be decompressed, then it answers 400 JSON, not 500', async () => {
    const res = await request(app)
      .post('/api/contact')
      .set('Content-Type', 'application/json')
      .set('Content-Encoding', 'br')
      .send('{}');
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ success: false });
    expect(JSON.stringify(res.body)).not.toMatch(/at |Error/);
  });

  it('when a body fails validation, then it answers 400 with a message per field', async () => {
    const res = await request(app).post('/api/contact').send({ name: '', email: 'not-an-email' });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      success: false,
      code: 'validation_failed',
      errors: {
        name: 'Name is required',
        email: 'Invalid email',
        subject: 'Subject is required',
        message: 'Message is required',
      },
    });
  });

  it('when a signed-in route is called without a token, then it answers 401 JSON', async () => {
    const res = await request(app).get('/api/quotes');
    expect(res.status).toBe(401);
    expect(res.body).toEqual({
      success: false,
      message: 'Authentication required',
      code: 'unauthenticated',
      requestId: res.headers['x-request-id'],
    });
  });

  it('when the token is not a valid ID token, then it answers 401', async () => {
    const res = await request(app).get('/api/quotes').set('Authorization', 'Bearer not-a-token');
    expect(res.status).toBe(401);
    expect(res.body).toMatchObject({ success: false, code: 'unauthenticated' });
  });
});
