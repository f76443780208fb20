import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, createTestApp, type TestApp } from './support/test-app.js';
import { testEngine } from './support/test-database.js';

describe(`staff inbox: status, search and export of messages and rental inquiries (${testEngine})`, () => {
  let t: TestApp;
  const ids: Record<string, number> = {};

  const message = async (
    key: string,
    first: string,
    last: string,
    email: string,
    subject: string,
    minute: number,
  ) => {
    const row = await t.database.db
      .insertInto('contact_messages')
      .values({
        first_name: first,
        last_name: last,
        email,
        telephone: '6155550123',
        subject,
        message: `Body of ${key}`,
        created_at: new Date(Date.UTC(2030, 0, 1, 0, minute)).toISOString(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    ids[key] = row.id;
  };

  beforeAll(async () => {
    t = await createTestApp();
    await message('pat', 'Pat', 'Parker', 'pat@example.com', 'Summer camp dates', 1);
    await message('jo', 'Jo', 'Lee', 'JO.LEE@Example.com', 'Birthday party', 2);
    await message('evil', '=cmd', 'Smith', 'evil@example.com', '+SUM(A1)', 3);
    await message('percent', 'Ana', 'Diaz', 'ana@example.com', '100% fun_week', 4);
    for (let i = 0; i < 12; i++)
      await message(`filler${i}`, `Fill${i}`, 'Er', `f${i}@example.com`, 'Other', 10 + i);
    const rental = await t.database.db
      .insertInto('field_rental_inquiries')
      .values({
        full_name: 'Casey Host',
        street_address1: '1 Main St',
        street_address2: '',
        city: 'Nashville',
        state: 'TN',
        zip_code: '37201',
        email: 'casey@example.com',
        telephone: '6155550100',
        date_preferred: '2030-05-01',
        time_preferred: '2 PM',
        number_of_hours: '2',
        number_of_fields: '1',
        message: '@party',
        location: 'Shelby Bottoms Sports Complex, Nashville, TN',
        number_of_children: 12,
        child_age: 7,
        operation_id: null,
        created_at: new Date(Date.UTC(2030, 0, 2)).toISOString(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    ids.rental = rental.id;
  });
  afterAll(() => t.close());

  const get = (url: string) => t.as(accounts.staff, { url });
  const names = (res: { json: () => unknown }) =>
    (res.json() as { firstName: string }[]).map((m) => m.firstName);
  const setStatus = (kind: string, id: number, status: unknown, account = accounts.staff) =>
    t.as(account, { method: 'PUT', url: `/api/Admin/Inbox/${kind}/Status/${id}`, payload: { status } });

  it('keeps the spec history: page from 1, 10 a page, newest first; each message says where it stands', async () => {
    const first = await get('/api/ContactUs/GetContactUsMessages/1/10');
    expect(first.statusCode).toBe(200);
    expect(first.headers['x-total-count']).toBe('16');
    expect(first.json()).toHaveLength(10);
    expect(first.json()[0]).toMatchObject({ firstName: 'Fill11', status: 'new' });
    const second = await get('/api/ContactUs/GetContactUsMessages/2/10');
    expect(names(second)).toEqual(['Fill1', 'Fill0', 'Ana', '=cmd', 'Jo', 'Pat']);
    expect((await get('/api/ContactUs/GetFieldRentalInquiries/1/10')).json()[0]).toMatchObject({
      fullName: 'Casey Host',
      status: 'new',
    });
  });

  it('searches name, e-mail and subject in any case, every word, LIKE characters taken as typed', async () => {
    const search = (query: string) => get(`/api/Admin/Inbox/messages/Search/1/10?${query}`);
    expect(names(await search('q=parker'))).toEqual(['Pat']);
    expect(names(await search('q=jo.lee%40example'))).toEqual(['Jo']);
    expect(names(await search('q=BIRTHDAY'))).toEqual(['Jo']);
    expect(names(await search('q=pat%20summer'))).toEqual(['Pat']);
    expect(names(await search('q=pat%20birthday'))).toEqual([]);
    expect(names(await search('q=100%25'))).toEqual(['Ana']);
    expect(names(await search('q=%25'))).toEqual(['Ana']);
    expect(names(await search('q=n_w'))).toEqual(['Ana']);
    expect(names(await search('q=f_n'))).toEqual([]);
    const paged = await search('q=fill');
    expect(paged.headers['x-total-count']).toBe('12');
    expect(paged.json()).toHaveLength(10);
    expect(names(await get('/api/Admin/Inbox/messages/Search/2/10?q=fill'))).toEqual(['Fill1', 'Fill0']);
    expect(names(await get('/api/Admin/Inbox/rentals/Search/1/10?q=casey'))).toEqual([undefined]);
    // An inquiry is found by the party's location too.
    expect(await get('/api/Admin/Inbox/rentals/Search/1/10?q=shelby%20bottoms')).toMatchObject({
      statusCode: 200,
    });
    expect((await get('/api/Admin/Inbox/rentals/Search/1/10?q=shelby%20bottoms')).json()).toHaveLength(1);
    expect((await get('/api/Admin/Inbox/rentals/Search/1/10?q=dallas')).json()).toHaveLength(0);

    const tooLong = await search(`q=${'x'.repeat(101)}`);
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().errors).toHaveProperty(['querystring.q']);
    const badStatus = await search('status=done');
    expect(badStatus.statusCode).toBe(400);
    expect(badStatus.json().errors).toEqual({ 'querystring.status': ['Choose new, replied or closed.'] });
  });

  it('lets staff set new, replied or closed, audited with what it was, and filters on it', async () => {
    expect((await setStatus('messages', ids.jo!, 'replied', accounts.parentA)).statusCode).toBe(403);
    expect(
      (
        await t.as(null, {
          method: 'PUT',
          url: `/api/Admin/Inbox/messages/Status/${ids.jo}`,
          payload: { status: 'closed' },
        })
      ).statusCode,
    ).toBe(401);
    const bad = await setStatus('messages', ids.jo!, 'archived');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual({ status: ['Choose new, replied or closed.'] });
    expect((await setStatus('messages', 999999, 'closed')).statusCode).toBe(404);

    const replied = await setStatus('messages', ids.jo!, 'replied');
    expect(replied.statusCode).toBe(200);
    expect(replied.json()).toEqual({ id: ids.jo, status: 'replied' });
    expect((await setStatus('messages', ids.jo!, 'replied')).statusCode).toBe(200);
    expect((await setStatus('messages', ids.pat!, 'closed', accounts.admin)).statusCode).toBe(200);
    expect((await setStatus('rentals', ids.rental!, 'replied')).statusCode).toBe(200);

    const entries = await t.database.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'setInboxStatus')
      .orderBy('id')
      .execute();
    expect(entries.map((e) => [e.actor_email, e.entity, Number(e.entity_id), JSON.parse(e.details)])).toEqual(
      [
        ['staff@example.com', 'contact_messages', ids.jo, { from: 'new', to: 'replied' }],
        ['admin@example.com', 'contact_messages', ids.pat, { from: 'new', to: 'closed' }],
        ['staff@example.com', 'field_rental_inquiries', ids.rental, { from: 'new', to: 'replied' }],
      ],
    );

    expect(names(await get('/api/Admin/Inbox/messages/Search/1/10?status=replied'))).toEqual(['Jo']);
    expect(names(await get('/api/Admin/Inbox/messages/Search/1/10?status=closed&q=pat'))).toEqual(['Pat']);
    expect((await get('/api/Admin/Inbox/messages/Search/1/10?status=new')).headers['x-total-count']).toBe(
      '14',
    );
    expect((await get('/api/Admin/Inbox/rentals/Search/1/10?status=replied')).json()).toHaveLength(1);
    expect((await get('/api/ContactUs/GetContactUsMessages/2/10')).json().at(-2)).toMatchObject({
      firstName: 'Jo',
      status: 'replied',
    });
  });

  it('exports a search as CSV, formulas neutralised', async () => {
    const all = await get('/api/Admin/Inbox/messages/Export');
    expect(all.statusCode).toBe(200);
    expect(all.headers['content-type']).toMatch(/^text\/csv/);
    expect(all.headers['content-disposition']).toMatch(/MESSAGES_\d{4}-\d{2}-\d{2}\.csv/);
    const lines = all.body.trim().split(/\r?\n/);
    expect(lines[0]).toBe('ID,Received,Status,First Name,Last Name,Email,Phone,Subject,Message');
    expect(lines).toHaveLength(17);
    const evil = lines.find((l) => l.startsWith(`${ids.evil},`))!;
    expect(evil).toContain(`'=cmd`);
    expect(evil).toContain(`'+SUM(A1)`);
    expect(evil).toContain('(615) 555-0123');

    const some = await get('/api/Admin/Inbox/messages/Export?q=example.com&status=replied');
    expect(some.body.trim().split(/\r?\n/).slice(1)).toEqual([
      // Dated in the business's zone, named.
      expect.stringMatching(new RegExp(`^${ids.jo},"Dec 31, 2029, 6:02 PM CST",Replied,Jo,Lee,`)),
    ]);

    const rentals = await get('/api/Admin/Inbox/rentals/Export');
    expect(rentals.headers['content-disposition']).toMatch(/RENTAL_INQUIRIES_/);
    expect(rentals.body).toContain(`'@party`);
    const [header, row] = rentals.body.trim().split(/\r?\n/);
    expect(header).toContain("Location,Children,Birthday Child's Age");
    expect(row).toContain('"Shelby Bottoms Sports Complex, Nashville, TN",12,7');
    expect((await t.as(accounts.parentA, { url: '/api/Admin/Inbox/rentals/Export' })).statusCode).toBe(403);
  });
});
