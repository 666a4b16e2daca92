import { bigint, char, index, integer, pgTable, primaryKey, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { auditColumns, id, statusColumn } from './columns';

export const sysJob = pgTable('sys_job', {
  jobId: id(),
  jobName: varchar({ length: 64 }).notNull(),
  jobGroup: varchar({ length: 64 }).notNull().default('DEFAULT'),
  invokeTarget: varchar({ length: 500 }).notNull(),
  cronExpression: varchar({ length: 255 }).notNull(),
  /** '1' fire now, '2' fire once, '3' skip (do nothing). */
  misfirePolicy: char({ length: 1 }).notNull().default('3'),
  /** '0' concurrent runs allowed, '1' not allowed. */
  concurrent: char({ length: 1 }).notNull().default('1'),
  status: statusColumn(),
  ...auditColumns(),
}, (t) => [index().on(t.jobName), index().on(t.jobGroup)]);

/** Where each running job's schedule was last looked at, so firings missed while every instance was down follow the misfire policy. */
export const sysJobSchedule = pgTable('sys_job_schedule', {
  jobId: bigint({ mode: 'number' }).primaryKey(),
  checkedAt: timestamp({ withTimezone: true, mode: 'date' }).notNull(),
});

/** One row per job and firing time: the instance that inserts it runs the firing, every other instance skips it. */
export const sysJobFiring = pgTable('sys_job_firing', {
  jobId: bigint({ mode: 'number' }).notNull(),
  fireTime: timestamp({ withTimezone: true, mode: 'date' }).notNull(),
}, (t) => [primaryKey({ columns: [t.jobId, t.fireTime] }), index().on(t.fireTime)]);

export const sysJobLog = pgTable('sys_job_log', {
  jobLogId: id(),
  jobId: bigint({ mode: 'number' }),
  jobName: varchar({ length: 64 }).notNull(),
  jobGroup: varchar({ length: 64 }).notNull(),
  invokeTarget: varchar({ length: 500 }).notNull(),
  jobMessage: varchar({ length: 500 }),
  /** '0' normal, '1' failed. */
  status: char({ length: 1 }).notNull().default('0'),
  exceptionInfo: text(),
  durationMs: integer(),
  createTime: timestamp({ withTimezone: true, mode: 'date' }).notNull().defaultNow(),
}, (t) => [index().on(t.createTime), index().on(t.jobName), index().on(t.jobGroup, t.status)]);

export const sysOperLog = pgTable('sys_oper_log', {
  operId: id(),
  title: varchar({ length: 50 }).notNull().default(''),
  /** 0 other, 1 add, 2 edit, 3 delete, 4 grant, 5 export, 6 import, 7 force logout, 8 generate, 9 clear. */
  businessType: integer().notNull().default(0),
  method: varchar({ length: 200 }).notNull().default(''),
  requestMethod: varchar({ length: 10 }).notNull().default(''),
  operName: varchar({ length: 50 }).notNull().default(''),
  deptName: varchar({ length: 50 }).notNull().default(''),
  operUrl: varchar({ length: 255 }).notNull().default(''),
  operIp: varchar({ length: 128 }).notNull().default(''),
  operParam: varchar({ length: 2000 }).notNull().default(''),
  jsonResult: varchar({ length: 2000 }).notNull().default(''),
  status: statusColumn(),
  errorMsg: varchar({ length: 2000 }).notNull().default(''),
  operTime: timestamp({ withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  costTime: integer().notNull().default(0),
}, (t) => [index().on(t.operTime), index().on(t.businessType), index().on(t.status)]);

export const sysLogininfor = pgTable('sys_logininfor', {
  infoId: id(),
  userName: varchar({ length: 50 }).notNull().default(''),
  ipaddr: varchar({ length: 128 }).notNull().default(''),
  loginLocation: varchar({ length: 255 }).notNull().default(''),
  browser: varchar({ length: 50 }).notNull().default(''),
  os: varchar({ length: 50 }).notNull().default(''),
  /** '0' success, '1' failure. */
  status: statusColumn(),
  msg: varchar({ length: 255 }).notNull().default(''),
  loginTime: timestamp({ withTimezone: true, mode: 'date' }).notNull().defaultNow(),
}, (t) => [index().on(t.loginTime), index().on(t.userName), index().on(t.status)]);

export const genTable = pgTable('gen_table', {
  tableId: id(),
  tableName: varchar({ length: 200 }).notNull(),
  tableComment: varchar({ length: 500 }).notNull().default(''),
  subTableName: varchar({ length: 64 }),
  subTableFkName: varchar({ length: 64 }),
  className: varchar({ length: 100 }).notNull().default(''),
  /** crud, tree or sub. */
  tplCategory: varchar({ length: 200 }).notNull().default('crud'),
  tplWebType: varchar({ length: 30 }).notNull().default('element-ui'),
  packageName: varchar({ length: 100 }).notNull().default(''),
  moduleName: varchar({ length: 30 }).notNull().default(''),
  businessName: varchar({ length: 30 }).notNull().default(''),
  functionName: varchar({ length: 50 }).notNull().default(''),
  functionAuthor: varchar({ length: 50 }).notNull().default(''),
  /** '0' zip, '1' custom path. */
  genType: char({ length: 1 }).notNull().default('0'),
  genPath: varchar({ length: 200 }).notNull().default('/'),
  options: varchar({ length: 1000 }),
  ...auditColumns(),
}, (t) => [index().on(t.tableName)]);

export const genTableColumn = pgTable('gen_table_column', {
  columnId: id(),
  tableId: bigint({ mode: 'number' }).notNull(),
  columnName: varchar({ length: 200 }).notNull(),
  columnComment: varchar({ length: 500 }).notNull().default(''),
  columnType: varchar({ length: 100 }).notNull(),
  javaType: varchar({ length: 500 }).notNull().default('String'),
  javaField: varchar({ length: 200 }).notNull(),
  isPk: char({ length: 1 }).notNull().default('0'),
  isIncrement: char({ length: 1 }).notNull().default('0'),
  isRequired: char({ length: 1 }).notNull().default('0'),
  isInsert: char({ length: 1 }).notNull().default('0'),
  isEdit: char({ length: 1 }).notNull().default('0'),
  isList: char({ length: 1 }).notNull().default('0'),
  isQuery: char({ length: 1 }).notNull().default('0'),
  queryType: varchar({ length: 200 }).notNull().default('EQ'),
  htmlType: varchar({ length: 200 }).notNull().default('input'),
  dictType: varchar({ length: 200 }).notNull().default(''),
  sort: integer().notNull().default(0),
  ...auditColumns(),
}, (t) => [index().on(t.tableId, t.sort)]);
