// Admin claims management: GET /api/admin/claims (pages, status filter, search, counts), GET
// /api/admin/claim/{id} and PUT /api/admin/claim/{id}/status (the domain's state machine in a transaction,
// one winner when two admins act at once, the history entry and the audit entry with the change).
import { randomUUID } from 'node:crypto';
import request from 'supertest';
import {
  type AdminClaimWire,
  type AdminClaimsAnswer,
  CLAIM_DECISION_MESSAGES,
  type ClaimRejectionReason,
  type ClaimStatus,
  claimChangedMessage,
  claimRejectionReasonLabel,
  claimTransitionError,
} from '@protect/domain';
import { type ClaimRecord, claimConverter } from '../../src/repositories/claims';
import { collections } from '../../src/repositories/collections';
import { type TestUser, bearer, createUser, firestore, newApp } from '../support/emulator';

const claims = firestore.collection(collections.claims).withConverter(claimConverter);

/** A claim stored as the api stores one, for a customer named by `tag`. */
function aClaim(tag: string, overrides: Partial<ClaimRecord> = {}): ClaimRecord {
  const createdAt = overrides.createdAt ?? new Date();
  return {
    id: randomUUID().replace(/-/g, '').slice(0, 20),
    claimNumber: `CLM-2099-${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`,
    userId: `user-${tag}`,
    userName: `Zoe ${tag}`,
    userEmail: `${tag}@test.example`,
    deviceId: 'device-1',
    subscriptionId: 'subscription-1',
    brand: 'Apple',
    model: 'iPhone 15',
    claimType: 'screen_damage',
    description: 'Cracked screen',
    incidentDate: '2026-01-02',
    estimatedRepairCostCents: null,
    policeReportNumber: null,
    photos: [],
    status: 'pending',
    statusHistory: [
      {
        status: 'pending',
        at: createdAt,
        by: `user-${tag}`,
        note: 'Claim submitted',
        reason: null,
      },
    ],
    notes: null,
    judgedBy: null,
    deductible: null,
    appeal: null,
    createdAt,
    updatedAt: createdAt,
    ...overrides,
  };
}

/** The claims these tests wrote by hand (no subscription behind them), deleted after the file's tests. */
const written: string[] = [];

async function store(...records: ClaimRecord[]): Promise<ClaimRecord[]> {
  await Promise.all(records.map((record) => claims.doc(record.id).set(record)));
  written.push(...records.map((record) => record.id));
  return records;
}

const newTag = () => `t${randomUUID().replace(/-/g, '').slice(0, 10)}`;

async function auditEntriesOf(claimId: string) {
  return (
    await firestore.collection(collections.auditLog).where('target.id', '==', claimId).get()
  ).docs.map((doc) => doc.data());
}

describe('admin claims', () => {
  const app = newApp();
  // The suite's records are checked as a whole after the run (every claim has its subscription).
  afterAll(() => Promise.all(written.map((id) => claims.doc(id).delete())));
  let admin: TestUser;
  let otherAdmin: TestUser;
  let customer: TestUser;
  beforeAll(async () => {
    [admin, otherAdmin, customer] = await Promise.all([
      createUser({ role: 'admin' }),
      createUser({ role: 'admin' }),
      createUser(),
    ]);
  });

  const list = (query: Record<string, string>) =>
    request(app)
      .get('/api/admin/claims')
      .query(query)
      .set(...bearer(admin));
  const setStatus = (
    id: string,
    body: { status: ClaimStatus; from?: ClaimStatus; note?: string; reason?: ClaimRejectionReason },
    as = admin,
  ) =>
    request(app)
      .put(`/api/admin/claim/${id}/status`)
      .set(...bearer(as))
      .send(body);

  describe('who may call', () => {
    it('when a customer calls any admin claims route, then it answers 403 and changes nothing', async () => {
      const [claim] = await store(aClaim(newTag()));
      const answers = await Promise.all([
        request(app)
          .get('/api/admin/claims')
          .set(...bearer(customer)),
        request(app)
          .get(`/api/admin/claim/${claim!.id}`)
          .set(...bearer(customer)),
        setStatus(claim!.id, { status: 'approved' }, customer),
      ]);
      expect(answers.map((res) => res.status)).toEqual([403, 403, 403]);
      expect((await claims.doc(claim!.id).get()).data()?.status).toBe('pending');
    });
  });

  describe('GET /api/admin/claims', () => {
    it('when the pages are read one after another, then every claim comes once, newest first', async () => {
      const tag = newTag();
      const base = Date.now() - 60_000;
      // Two share a creation time: the id breaks the tie so neither is lost nor repeated.
      const stored = await store(
        ...[0, 1, 2, 3, 3, 4, 5].map((minute) =>
          aClaim(tag, { createdAt: new Date(base + minute * 1000) }),
        ),
      );
      const seen: AdminClaimWire[] = [];
      let cursor = '';
      let pages = 0;
      do {
        const res = await list({ search: tag, limit: '3', ...(cursor ? { cursor } : {}) });
        expect(res.status).toBe(200);
        const body = res.body as AdminClaimsAnswer;
        seen.push(...body.claims);
        cursor = body.nextCursor ?? '';
        pages += 1;
      } while (cursor !== '' && pages < 10);
      expect(pages).toBe(3);
      expect(seen.map((c) => c.id).sort()).toEqual(stored.map((c) => c.id).sort());
      const times = seen.map((c) => Date.parse(c.created_at));
      expect(times).toEqual([...times].sort((a, b) => b - a));
    });

    it('when a status is chosen, then only claims in it come, and the counts are of every claim', async () => {
      const tag = newTag();
      await store(
        aClaim(tag),
        aClaim(tag, { status: 'rejected' }),
        aClaim(tag, { status: 'approved' }),
      );
      const res = await list({ search: tag, status: 'rejected' });
      expect(res.status).toBe(200);
      const body = res.body as AdminClaimsAnswer;
      expect(body.claims.map((c) => c.status)).toEqual(['rejected']);
      const [pending, all] = await Promise.all([
        firestore.collection(collections.claims).where('status', '==', 'pending').count().get(),
        firestore.collection(collections.claims).count().get(),
      ]);
      expect(body.counts).toEqual({ pending: pending.data().count, all: all.data().count });
    });

    it('when an unknown status filter is sent, then it is a 400', async () => {
      expect((await list({ status: 'lost' })).status).toBe(400);
    });

    it.each([
      ['the start of the e-mail', (tag: string) => tag.slice(0, 8)],
      ['the whole e-mail in capitals', (tag: string) => `${tag}@TEST.example`.toUpperCase()],
      ['the whole name', (tag: string) => ` zoe ${tag} `],
      ['the start of the last name', (tag: string) => tag.slice(0, 6).toUpperCase()],
    ])("when the search is %s, then the customer's claims are found", async (_label, search) => {
      const tag = newTag();
      const [claim] = await store(aClaim(tag), aClaim(newTag()));
      const res = await list({ search: search(tag), limit: '200' });
      expect(res.status).toBe(200);
      const ids = (res.body as AdminClaimsAnswer).claims.map((c) => c.id);
      expect(ids).toContain(claim!.id);
      expect(
        (res.body as AdminClaimsAnswer).claims.every((c) =>
          c.user_email.startsWith(tag.slice(0, 6)),
        ),
      ).toBe(true);
    });

    it('when the search is a claim number (any case) or CLM-{id}, then that claim alone is found', async () => {
      const [claim] = await store(aClaim(newTag()));
      const byNumber = await list({ search: claim!.claimNumber.toLowerCase() });
      expect((byNumber.body as AdminClaimsAnswer).claims.map((c) => c.id)).toEqual([claim!.id]);
      const byId = await list({ search: `CLM-${claim!.id}` });
      expect((byId.body as AdminClaimsAnswer).claims.map((c) => c.id)).toEqual([claim!.id]);
    });

    it('when the search matches nothing, then the list is empty with no next page', async () => {
      const res = await list({ search: newTag() });
      expect(res.body).toMatchObject({ success: true, claims: [], nextCursor: null });
    });
  });

  describe('PUT /api/admin/claim/{id}/status', () => {
    it('when a pending claim is approved with a note, then history, notes and the audit log say so', async () => {
      const [claim] = await store(aClaim(newTag()));
      const res = await setStatus(claim!.id, {
        status: 'approved',
        from: 'pending',
        note: ' Repair booked ',
      });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({
        success: true,
        message: 'Claim approved successfully',
        claim: { id: claim!.id, status: 'approved', notes: 'Repair booked' },
      });
      const stored = (await claims.doc(claim!.id).get()).data()!;
      expect(stored.statusHistory.map((e) => [e.status, e.by, e.note])).toEqual([
        ['pending', claim!.userId, 'Claim submitted'],
        ['approved', admin.uid, 'Repair booked'],
      ]);
      const audit = await auditEntriesOf(claim!.id);
      expect(audit).toHaveLength(1);
      expect(audit[0]).toMatchObject({
        action: 'claim.status',
        who: { uid: admin.uid },
        before: { status: 'pending' },
        after: { status: 'approved', notes: 'Repair booked' },
      });
      const read = await request(app)
        .get(`/api/admin/claim/${claim!.id}`)
        .set(...bearer(admin));
      expect(read.body.claim.status_history).toHaveLength(2);
      expect(read.body.claim.timeline.at(-1)).toMatchObject({
        step: 'approved',
        reason: null,
        note: 'Repair booked',
      });
    });

    it('when a claim is rejected without a reason, then it is a 400 that asks for one and nothing changes', async () => {
      const [claim] = await store(aClaim(newTag()));
      const res = await setStatus(claim!.id, { status: 'rejected', from: 'pending', note: 'No' });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(CLAIM_DECISION_MESSAGES.reasonRequired);
      const unknown = await setStatus(claim!.id, {
        status: 'rejected',
        reason: 'bored' as ClaimRejectionReason,
      });
      expect(unknown.status).toBe(400);
      expect(unknown.body.message).toBe(CLAIM_DECISION_MESSAGES.unknownReason);
      const stored = (await claims.doc(claim!.id).get()).data()!;
      expect(stored.status).toBe('pending');
      expect(stored.statusHistory).toHaveLength(1);
      expect(await auditEntriesOf(claim!.id)).toHaveLength(0);
    });

    it('when a claim is rejected with a reason and a note, then the history keeps both and the answer names the reason', async () => {
      const [claim] = await store(aClaim(newTag()));
      const res = await setStatus(claim!.id, {
        status: 'rejected',
        from: 'pending',
        reason: 'incident_before_cover',
        note: 'The phone broke in January',
      });
      expect(res.status).toBe(200);
      const stored = (await claims.doc(claim!.id).get()).data()!;
      expect(stored.statusHistory.at(-1)).toMatchObject({
        status: 'rejected',
        by: admin.uid,
        reason: 'incident_before_cover',
        note: 'The phone broke in January',
      });
      expect(res.body.claim.status_history.at(-1)).toMatchObject({
        status: 'rejected',
        reason: 'incident_before_cover',
      });
      expect(res.body.claim.timeline.at(-1)).toMatchObject({
        step: 'rejected',
        reason: claimRejectionReasonLabel('incident_before_cover'),
        note: 'The phone broke in January',
      });
      expect((await auditEntriesOf(claim!.id))[0]).toMatchObject({
        after: { status: 'rejected', reason: 'incident_before_cover' },
      });
    });

    it('when an approval sends a reason, then the reason is not kept', async () => {
      const [claim] = await store(aClaim(newTag()));
      const res = await setStatus(claim!.id, { status: 'approved', reason: 'other' });
      expect(res.status).toBe(200);
      expect((await claims.doc(claim!.id).get()).data()!.statusHistory.at(-1)?.reason).toBeNull();
    });

    it('when a claim was rejected before reasons existed, then it still reads, without a reason', async () => {
      const [claim] = await store(aClaim(newTag(), { status: 'rejected' }));
      const at = new Date();
      // Written as older versions wrote history entries: no reason field at all.
      await firestore
        .collection(collections.claims)
        .doc(claim!.id)
        .update({
          statusHistory: [
            { status: 'pending', at, by: claim!.userId, note: 'Claim submitted' },
            { status: 'rejected', at, by: admin.uid, note: 'Not covered' },
          ],
        });
      const res = await request(app)
        .get(`/api/admin/claim/${claim!.id}`)
        .set(...bearer(admin));
      expect(res.status).toBe(200);
      expect(res.body.claim.status_history.map((e: { reason: unknown }) => e.reason)).toEqual([
        null,
        null,
      ]);
      expect(res.body.claim.timeline.at(-1)).toMatchObject({
        step: 'rejected',
        reason: null,
        note: 'Not covered',
      });
    });

    it('when two admins approve and reject one claim at once, then one wins and the other is told it changed', async () => {
      const [claim] = await store(aClaim(newTag()));
      const answers = await Promise.all([
        setStatus(claim!.id, { status: 'approved', from: 'pending' }, admin),
        setStatus(
          claim!.id,
          { status: 'rejected', from: 'pending', reason: 'duplicate_claim' },
          otherAdmin,
        ),
      ]);
      const statuses = answers.map((res) => res.status).sort();
      expect(statuses).toEqual([200, 409]);
      const stored = (await claims.doc(claim!.id).get()).data()!;
      const winner = answers.find((res) => res.status === 200)!;
      const loser = answers.find((res) => res.status === 409)!;
      expect(stored.status).toBe(winner.body.claim.status);
      expect(loser.body.message).toBe(claimChangedMessage(stored.status));
      expect(stored.statusHistory.map((e) => e.status)).toEqual(['pending', stored.status]);
      expect(await auditEntriesOf(claim!.id)).toHaveLength(1);
    });

    it('when a rejected claim is approved, then it is a 409 naming the rule and nothing changes', async () => {
      const [claim] = await store(aClaim(newTag(), { status: 'rejected' }));
      const res = await setStatus(claim!.id, { status: 'approved', from: 'rejected' });
      expect(res.status).toBe(409);
      expect(res.body.message).toBe(claimTransitionError('rejected', 'approved'));
      expect((await claims.doc(claim!.id).get()).data()?.status).toBe('rejected');
      expect(await auditEntriesOf(claim!.id)).toHaveLength(0);
    });

    it('when an approved claim is marked repaired, then it is completed', async () => {
      const [claim] = await store(aClaim(newTag(), { status: 'approved' }));
      const res = await setStatus(claim!.id, { status: 'completed', from: 'approved' });
      expect(res.status).toBe(200);
      expect(res.body.message).toBe('Claim completed successfully');
    });

    it('when the status is not a claim status or the claim does not exist, then 400 and 404', async () => {
      const [claim] = await store(aClaim(newTag()));
      expect((await setStatus(claim!.id, { status: 'lost' as ClaimStatus })).status).toBe(400);
      expect((await setStatus('no-such-claim', { status: 'approved' })).status).toBe(404);
    });
  });
});
