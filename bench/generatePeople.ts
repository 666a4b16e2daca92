import type pg from 'pg';

/**
 * Customers, users and inquiries at scale, made inside PostgreSQL with generate_series: 100,000
 * users (nine in ten customer users of 10,000 companies, the rest staff) and 1,000,000 inquiries
 * (half rail LCL, a quarter each full container and sea) spread over two years. The demo customer
 * gets its share too, so its lists page through a realistic history.
 */
export interface PeopleOptions { users: number; inquiries: number }

export async function generatePeople(db: pg.ClientBase, { users, inquiries }: PeopleOptions) {
  const companies = Math.max(1, Math.floor(users / 10));
  const { rows: [demo] } = await db.query<{ customer_id: string; password: string }>(
    `select u.customer_id, u.password from sys_user u where u.user_name = 'demo'`);
  if (!demo) throw new Error('seed the demo data first: no demo customer');
  const { rows: [dept] } = await db.query<{ dept_id: string }>(`select min(dept_id) as dept_id from sys_dept`);
  // Row triggers would raise a customer's inquiries version once per generated inquiry: they rest during the
  // bulk inserts, and every customer's version is raised once at the end instead.
  await db.query('set session_replication_role = replica');

  await db.query(`
    insert into customer (customer_local_name, customer_local_code, customer_english_name, customer_english_code, language_id, create_by)
    select '规模客户' || g, 'BENCH' || g, 'Scale Customer ' || g, 'SC' || g, (array[2052, 1033, 1049])[1 + g % 3], 'bench'
    from generate_series(1, $1::int) g`, [companies]);
  await db.query(`
    insert into sys_user (dept_id, user_name, nick_name, user_type, email, phonenumber, password, customer_id, language_id, create_by)
    select case when g % 10 = 0 then $3::bigint end, 'bench' || g, '用户' || g, case when g % 10 = 0 then 'U' else 'C' end,
      'bench' || g || '@example.com', '13' || lpad((g % 1000000000)::text, 9, '0'), $2,
      case when g % 10 = 0 then null else (select min(customer_id) from customer where create_by = 'bench') + (g % $4::int) end,
      2052, 'bench'
    from generate_series(1, $1::int) g`, [users, demo.password, dept?.dept_id ?? null, companies]);

  const customerOf = `case when g % 50 = 0 then ${Number(demo.customer_id)} else (select min(customer_id) from customer where create_by = 'bench') + (g % ${companies}) end`;
  const day = `current_date - (g % 730)`;
  const rail = Math.floor(inquiries / 2);
  const fcl = Math.floor(inquiries / 4);
  const sea = inquiries - rail - fcl;
  await db.query(`
    insert into rail_lcl_inquiry (inquiryno, customer_id, user_id, submission_key, quotationdate, rateid, portofloadingcode, portofdischargecode,
      finaldestinationcode, senddatetime, blclosetime, closingtime, voyage, loadingarea, placeofdeliverycode, commodity, unitofpackage,
      weight, measurement, chargeablevolume, salesprice, pickupprice, operatorfee, refprice, sendstatus, create_by)
    select 'QRTB' || lpad(g::text, 12, '0'), ${customerOf}, 0, md5(g::text) || md5('r' || g), ${day}, g,
      (array['CNXIY','CNCKG','CNCTU','CNZZU','CNYIW','CNWUH'])[1 + g % 6], (array['ALASC','KHORG','ERLIA','MZLJ'])[1 + g % 4],
      (array['RUMOW','BYMSQ','KZALA','UZTAS','DEDUI','DEHAM','PLMAL'])[1 + g % 7], ${day} + 7, ${day} + 4, ${day} + 5, 14 + g % 12,
      '上海市-上海市', '', '机械配件', '0', 1000 + g % 9000, 2 + g % 30, 2 + g % 30, 90 + g % 70, 60, 150, 1000 + g % 5000,
      case when g % 3 = 0 then 'Y' else 'N' end, 'bench'
    from generate_series(1, $1::int) g`, [rail]);
  await db.query(`
    insert into fcl_inquiry (inquiryno, customer_id, user_id, submission_key, quotationdate, rateid, portofloadingcode, portofdischargecode,
      finaldestinationcode, senddatetime, blclosetime, closingtime, voyage, loadingarea, transportmode, tradeterm, gp20qty, hq40qty, total, create_by)
    select 'QFCB' || lpad(g::text, 12, '0'), ${customerOf}, 0, md5(g::text) || md5('f' || g), ${day}, g,
      (array['CNXIY','CNCKG','CNCTU','CNZZU','CNYIW','CNWUH'])[1 + g % 6], (array['ALASC','KHORG','ERLIA','MZLJ'])[1 + g % 4],
      (array['RUMOW','BYMSQ','KZALA','UZTAS','DEDUI','DEHAM','PLMAL'])[1 + g % 7], ${day} + 7, ${day} + 4, ${day} + 5, 14 + g % 12,
      '四川省-成都市', 'RAIL', (array['FOB','EXW','FCA'])[1 + g % 3], g % 3, 1 + g % 2, 5000 + g % 8000, 'bench'
    from generate_series(1, $1::int) g`, [fcl]);
  await db.query(`
    insert into sea_inquiry (inquiryno, customer_id, user_id, submission_key, quotationdate, rateid, inquirer, inquirydate, etddate,
      portofloadingcode, placeofdeliverycode, carriercode, gp20qty, hq40qty, quotationuserid, quotedate, create_by)
    select 'QB' || lpad(g::text, 12, '0'), ${customerOf}, 0, md5(g::text) || md5('s' || g), ${day}, g, '询价人' || (g % 100), ${day}, ${day} + 10,
      (array['CNSHA','CNNGB','CNSZX','CNTAO'])[1 + g % 4], (array['NLRTM','DEHAM','USLAX','SGSIN','AEJEA','BRSSZ'])[1 + g % 6],
      (array['MAEU','MSCU','CMDU','COSU','HLCU'])[1 + g % 5], g % 3, 1 + g % 2,
      case when g % 2 = 0 then 1 end, case when g % 2 = 0 then ${day} + 1 end, 'bench'
    from generate_series(1, $1::int) g`, [sea]);
  await db.query('reset session_replication_role');
  await db.query(`
    insert into inquiries_version (customer_id, version)
    select customer_id, 1 from (select customer_id from rail_lcl_inquiry union select customer_id from fcl_inquiry union select customer_id from sea_inquiry) c
    on conflict (customer_id) do update set version = inquiries_version.version + 1`);
  // What autovacuum does in service (it may be off on the bench's server): a bulk insert leaves the trigram indexes'
  // pending lists unsorted (a name search read them whole: 4 ms instead of 0.3) and no page marked all-visible.
  await db.query('vacuum analyze');
}

const pick = <T>(items: readonly T[]): T => items[Math.floor(Math.random() * items.length)]!;

/**
 * A back-office user-list query as staff make them: the start of a colleague's user name or phone number, typed
 * one to four characters past the common part, sometimes a status, one of the first five pages.
 */
export function randomUserListQuery(users: number): string {
  const staff = 10 * (1 + Math.floor(Math.random() * Math.floor(users / 10)));
  const typed = 1 + Math.floor(Math.random() * 4);
  const filter = Math.random() < 0.7
    ? `userName=bench${String(staff).slice(0, typed)}`
    : `phonenumber=${`13${String(staff).padStart(9, '0')}`.slice(0, 7 + typed)}`;
  return `pageNum=${1 + Math.floor(Math.random() * 5)}&pageSize=10&${filter}${pick(['', '', '&status=0', '&status=1'])}`;
}
