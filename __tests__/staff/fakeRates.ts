/**
 * The owner's rate routes of the staff API (docs/rates.md) as MSW handlers over in-memory terms,
 * for the "Prices and rules" page's tests: seasons (409 season_overlap naming the other),
 * restrictions, the policy, the change log with its revert (409 when told the record changed),
 * and a preview priced by the domain's own quoteStay. Calls are recorded on the staff fake's list.
 */
import { http, HttpResponse } from 'msw';
import { overlappingSeason, quoteStay, type CancellationPolicy } from '../../src/domain/rates';
import { findRoom } from '../../src/domain/rooms';
import type { RateChange, StaffRestriction, StaffSeason } from '../../src/domain/staffApi';
import { BASE, type FakeStaffServer } from './fakeStaffServer';

const error = (status: number, code: string, message = code, field?: string) =>
  HttpResponse.json({ error: { code, message, ...(field ? { field } : {}) } }, { status });

export class FakeRates {
  seasons: StaffSeason[] = [];
  restrictions: StaffRestriction[] = [];
  policy: CancellationPolicy | null = null;
  changes: RateChange[] = [];
  /** Change ids whose revert answers 409 revert_gone (the record changed since). */
  gone = new Set<string>();
  private next = 1;

  constructor(private readonly staff: FakeStaffServer) {}

  private log(subject: RateChange['subject'], subjectId: string, action: string, before: unknown, after: unknown) {
    this.changes.unshift({
      id: `c${this.next++}`,
      at: '2030-02-01T09:30:00.000Z',
      actor: this.staff.staff?.name ?? 'CLI',
      subject,
      subjectId,
      action,
      before,
      after,
    });
  }

  handlers() {
    const record = async (request: Request) => {
      const url = new URL(request.url);
      const body: unknown =
        request.method === 'GET' || request.method === 'DELETE'
          ? null
          : await request
              .clone()
              .json()
              .catch(() => null);
      this.staff.calls.push({ method: request.method, path: url.pathname, search: url.searchParams, body });
      const refused =
        this.staff.staff === null
          ? error(401, 'unauthenticated')
          : this.staff.staff.role !== 'owner'
            ? error(403, 'forbidden')
            : null;
      return { url, body: (body ?? {}) as Record<string, unknown>, refused };
    };
    return [
      http.get(`${BASE}/api/staff/seasons`, async ({ request }) => {
        const { refused } = await record(request);
        return refused ?? HttpResponse.json({ seasons: this.seasons });
      }),
      http.post(`${BASE}/api/staff/seasons`, async ({ request }) => {
        const { body, refused } = await record(request);
        if (refused) return refused;
        const season = body as unknown as StaffSeason;
        if (typeof season.name !== 'string' || season.name.trim() === '')
          return error(400, 'invalid_body', 'The data is not valid.', 'name');
        const other = overlappingSeason(this.seasons, season);
        if (other)
          return error(
            409,
            'season_overlap',
            `This season overlaps the season “${other.name}” (${other.from} – ${other.to}).`,
            'from',
          );
        const made = { ...season, id: `s${this.next++}` };
        this.seasons.push(made);
        this.log('season', made.id, 'create', null, made);
        return HttpResponse.json({ id: made.id }, { status: 201 });
      }),
      http.delete(`${BASE}/api/staff/seasons/:id`, async ({ request, params }) => {
        const { refused } = await record(request);
        if (refused) return refused;
        const season = this.seasons.find((s) => s.id === params.id);
        if (!season) return error(404, 'not_found');
        this.seasons = this.seasons.filter((s) => s !== season);
        this.log('season', season.id, 'delete', season, null);
        return new HttpResponse(null, { status: 204 });
      }),
      http.get(`${BASE}/api/staff/restrictions`, async ({ request }) => {
        const { refused } = await record(request);
        return refused ?? HttpResponse.json({ restrictions: this.restrictions });
      }),
      http.post(`${BASE}/api/staff/restrictions`, async ({ request }) => {
        const { body, refused } = await record(request);
        if (refused) return refused;
        const made = {
          minNights: null,
          closedToArrival: false,
          closed: false,
          outOfService: null,
          ...(body as unknown as StaffRestriction),
          id: `r${this.next++}`,
        };
        this.restrictions.push(made);
        this.log('restriction', made.id, 'create', null, made);
        return HttpResponse.json({ id: made.id }, { status: 201 });
      }),
      http.delete(`${BASE}/api/staff/restrictions/:id`, async ({ request, params }) => {
        const { refused } = await record(request);
        if (refused) return refused;
        const restriction = this.restrictions.find((r) => r.id === params.id);
        if (!restriction) return error(404, 'not_found');
        this.restrictions = this.restrictions.filter((r) => r !== restriction);
        this.log('restriction', restriction.id, 'delete', restriction, null);
        return new HttpResponse(null, { status: 204 });
      }),
      http.get(`${BASE}/api/staff/policy`, async ({ request }) => {
        const { refused } = await record(request);
        return refused ?? HttpResponse.json({ policy: this.policy });
      }),
      http.put(`${BASE}/api/staff/policy`, async ({ request }) => {
        const { body, refused } = await record(request);
        if (refused) return refused;
        const policy = body.kind === null ? null : (body as unknown as CancellationPolicy);
        this.log('policy', 'cancellation_policy', 'set', this.policy, policy);
        this.policy = policy;
        return HttpResponse.json({ policy });
      }),
      http.get(`${BASE}/api/staff/rate-changes`, async ({ request }) => {
        const { refused } = await record(request);
        return refused ?? HttpResponse.json({ changes: this.changes });
      }),
      http.post(`${BASE}/api/staff/rate-changes/:id/revert`, async ({ request, params }) => {
        const { refused } = await record(request);
        if (refused) return refused;
        const change = this.changes.find((c) => c.id === params.id);
        if (!change) return error(404, 'not_found');
        if (this.gone.has(change.id))
          return error(409, 'revert_gone', 'This change cannot be undone: the record has changed since.');
        if (change.subject === 'season' && change.action === 'create') {
          const season = this.seasons.find((s) => s.id === change.subjectId);
          if (!season) return error(409, 'revert_gone');
          this.seasons = this.seasons.filter((s) => s !== season);
          this.log('season', season.id, 'delete', season, null);
        }
        if (change.subject === 'season' && change.action === 'delete') {
          const season = change.before as StaffSeason;
          const other = overlappingSeason(this.seasons, season);
          if (other)
            return error(
              409,
              'season_overlap',
              `This season overlaps the season “${other.name}” (${other.from} – ${other.to}).`,
            );
          this.seasons.push(season);
          this.log('season', season.id, 'create', null, season);
        }
        return new HttpResponse(null, { status: 204 });
      }),
      http.get(`${BASE}/api/staff/rate-preview`, async ({ request }) => {
        const { url, refused } = await record(request);
        if (refused) return refused;
        const q = url.searchParams;
        const room = findRoom(Number(q.get('roomId')));
        if (!room) return error(400, 'invalid_body', 'The data is not valid.', 'roomId');
        return HttpResponse.json(
          quoteStay(
            room,
            { seasons: this.seasons, restrictions: this.restrictions },
            {
              checkin: q.get('checkin') ?? '',
              checkout: q.get('checkout') ?? '',
              nationality: q.get('nationality'),
              units: Number(q.get('units') ?? 1),
            },
          ),
        );
      }),
    ];
  }
}
