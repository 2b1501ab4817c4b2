import request from 'supertest';
import { firestore, newApp, stoppedClock } from '../support/emulator';

const message = {
  name: 'Pat',
  email: 'Pat@Test.Example',
  subject: 'billing',
  message: 'When am I charged?',
};

describe('POST /api/contact', () => {
  it('when a valid message is sent, then it is stored with a date and the spec success message comes back', async () => {
    const ip = `203.0.113.${Math.floor(Math.random() * 250) + 1}`;
    const unique = `Question ${Date.now()} ${Math.random()}`;
    const res = await request(newApp())
      .post('/api/contact')
      .set('X-Forwarded-For', ip)
      .send({ ...message, message: unique, isSpam: false });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      success: true,
      message: "Message sent successfully! We'll get back to you soon.",
    });
    const stored = await firestore
      .collection('contactMessages')
      .where('message', '==', unique)
      .get();
    expect(stored.size).toBe(1);
    const doc = stored.docs[0]!.data();
    expect(doc).toMatchObject({
      name: 'Pat',
      email: 'pat@test.example',
      subject: 'billing',
      phone: '',
    });
    expect(doc).not.toHaveProperty('isSpam');
    expect(doc.createdAt.toDate()).toBeInstanceOf(Date);
  });

  it('when one address sends too many messages, then it answers 429', async () => {
    const app = newApp(stoppedClock());
    // Counters live in Firestore (they hold across instances), so each run takes addresses of its own.
    const ip = `198.51.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250) + 1}`;
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      statuses.push(
        (await request(app).post('/api/contact').set('X-Forwarded-For', ip).send(message)).status,
      );
    }
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
    const limited = await request(app)
      .post('/api/contact')
      .set('X-Forwarded-For', ip)
      .send(message);
    expect(limited.body).toMatchObject({ success: false, code: 'rate_limited' });
    const otherSender = await request(app)
      .post('/api/contact')
      .set('X-Forwarded-For', ip.replace(/^198\.51\./, '198.52.'))
      .send(message);
    expect(otherSender.status).toBe(201);
  });
});
