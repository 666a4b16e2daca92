import { sql } from 'drizzle-orm';
import { bigint, boolean, char, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { auditColumns, delFlagColumn, id, ref, statusColumn } from './columns';

export const sysDept = pgTable('sys_dept', {
  deptId: id(),
  parentId: ref().notNull().default(0),
  ancestors: varchar({ length: 500 }).notNull().default(''),
  deptName: varchar({ length: 30 }).notNull(),
  orderNum: integer().notNull().default(0),
  leader: varchar({ length: 20 }),
  phone: varchar({ length: 11 }),
  email: varchar({ length: 50 }),
  status: statusColumn(),
  delFlag: delFlagColumn(),
  ...auditColumns(),
}, (t) => [
  index().on(t.parentId),
  // Names are unique among the present children of one parent (as the department screen checks).
  uniqueIndex().on(t.parentId, t.deptName).where(sql`${t.delFlag} = '0'`),
]);

export const sysUser = pgTable('sys_user', {
  userId: id(),
  deptId: ref(),
  userName: varchar({ length: 30 }).notNull(),
  nickName: varchar({ length: 30 }).notNull(),
  /** 'U' staff, 'C' customer (portal.md §4). */
  userType: char({ length: 1 }).notNull().default('U'),
  email: varchar({ length: 50 }).notNull().default(''),
  phonenumber: varchar({ length: 11 }).notNull().default(''),
  sex: char({ length: 1 }).notNull().default('0'),
  avatar: varchar({ length: 200 }).notNull().default(''),
  password: varchar({ length: 200 }).notNull(),
  /** Set for a generated one-time password: the user must choose a new one at first sign-in. */
  passwordExpired: boolean().notNull().default(false),
  /** When the password was last set (RuoYi's pwd_update_date): sys.account.passwordValidateDays counts from it. */
  pwdUpdateDate: timestamp({ withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  /** The customer company of a type 'C' user. */
  customerId: ref(),
  /** Interface language id: 2052 Chinese, 1033 English, 1049 Russian. */
  languageId: integer().notNull().default(2052),
  /** A language the user chose on the sign-on service; it wins over the customer's or user's default. */
  preferredLanguageId: integer(),
  status: statusColumn(),
  delFlag: delFlagColumn(),
  loginIp: varchar({ length: 128 }).notNull().default(''),
  loginDate: timestamp({ withTimezone: true, mode: 'date' }),
  ...auditColumns(),
}, (t) => [
  uniqueIndex().on(t.userName),
  index().on(t.deptId),
  index().on(t.customerId),
  index().on(t.phonenumber),
  index().on(t.status, t.createTime),
  // The staff list filters by "contains" (ILIKE '%…%') over staff rows only; customers are most of the table.
  index('sys_user_staff_user_name_trgm').using('gin', sql`${t.userName} gin_trgm_ops`).where(sql`${t.userType} = 'U' and ${t.delFlag} = '0'`),
  index('sys_user_staff_phonenumber_trgm').using('gin', sql`${t.phonenumber} gin_trgm_ops`).where(sql`${t.userType} = 'U' and ${t.delFlag} = '0'`),
  // Staff in list order with every column a list filter or data scope reads: a page's rows are found in the index
  // alone (filters checked there), instead of walking the primary key through the customers' rows.
  index('sys_user_staff_list').on(t.userId, t.userName, t.phonenumber, t.status, t.createTime, t.deptId).where(sql`${t.userType} = 'U' and ${t.delFlag} = '0'`),
]);

export const sysPost = pgTable('sys_post', {
  postId: id(),
  postCode: varchar({ length: 64 }).notNull(),
  postName: varchar({ length: 50 }).notNull(),
  postSort: integer().notNull().default(0),
  status: statusColumn(),
  ...auditColumns(),
}, (t) => [uniqueIndex().on(t.postCode), uniqueIndex().on(t.postName)]);

export const sysRole = pgTable('sys_role', {
  roleId: id(),
  roleName: varchar({ length: 30 }).notNull(),
  roleKey: varchar({ length: 100 }).notNull(),
  roleSort: integer().notNull().default(0),
  /** 1 all, 2 custom, 3 own department, 4 department and below, 5 self only. */
  dataScope: char({ length: 1 }).notNull().default('1'),
  menuCheckStrictly: boolean().notNull().default(true),
  deptCheckStrictly: boolean().notNull().default(true),
  status: statusColumn(),
  delFlag: delFlagColumn(),
  ...auditColumns(),
}, (t) => [
  // Names and keys are unique among roles not deleted (a deleted role keeps its row and frees both).
  uniqueIndex().on(t.roleKey).where(sql`${t.delFlag} = '0'`),
  uniqueIndex().on(t.roleName).where(sql`${t.delFlag} = '0'`),
]);

export const sysMenu = pgTable('sys_menu', {
  menuId: id(),
  menuName: varchar({ length: 50 }).notNull(),
  menuNameEn: varchar({ length: 80 }),
  menuNameRu: varchar({ length: 80 }),
  parentId: ref().notNull().default(0),
  orderNum: integer().notNull().default(0),
  path: varchar({ length: 200 }).notNull().default(''),
  component: varchar({ length: 255 }),
  query: varchar({ length: 255 }),
  routeName: varchar({ length: 50 }).notNull().default(''),
  /** '0' external link, '1' internal. */
  isFrame: char({ length: 1 }).notNull().default('1'),
  /** '0' cached, '1' not cached. */
  isCache: char({ length: 1 }).notNull().default('0'),
  /** M directory, C menu, F button. */
  menuType: char({ length: 1 }).notNull(),
  /** '0' shown, '1' hidden. */
  visible: char({ length: 1 }).notNull().default('0'),
  status: statusColumn(),
  perms: varchar({ length: 100 }),
  icon: varchar({ length: 100 }).notNull().default('#'),
  ...auditColumns(),
}, (t) => [index().on(t.parentId, t.orderNum), uniqueIndex().on(t.parentId, t.menuName)]);

export const sysUserRole = pgTable('sys_user_role', {
  userId: ref().notNull(),
  roleId: ref().notNull(),
}, (t) => [primaryKey({ columns: [t.userId, t.roleId] }), index().on(t.roleId)]);

export const sysRoleMenu = pgTable('sys_role_menu', {
  roleId: ref().notNull(),
  menuId: ref().notNull(),
}, (t) => [primaryKey({ columns: [t.roleId, t.menuId] })]);

export const sysRoleDept = pgTable('sys_role_dept', {
  roleId: ref().notNull(),
  deptId: ref().notNull(),
}, (t) => [primaryKey({ columns: [t.roleId, t.deptId] })]);

export const sysUserPost = pgTable('sys_user_post', {
  userId: ref().notNull(),
  postId: ref().notNull(),
}, (t) => [primaryKey({ columns: [t.userId, t.postId] })]);

export const sysDictType = pgTable('sys_dict_type', {
  dictId: id(),
  dictName: varchar({ length: 100 }).notNull(),
  dictType: varchar({ length: 100 }).notNull(),
  status: statusColumn(),
  ...auditColumns(),
}, (t) => [uniqueIndex().on(t.dictType)]);

export const sysDictData = pgTable('sys_dict_data', {
  dictCode: id(),
  dictSort: integer().notNull().default(0),
  dictLabel: varchar({ length: 100 }).notNull(),
  dictLabelEn: varchar({ length: 100 }),
  dictLabelRu: varchar({ length: 100 }),
  dictValue: varchar({ length: 100 }).notNull(),
  dictType: varchar({ length: 100 }).notNull(),
  cssClass: varchar({ length: 100 }),
  listClass: varchar({ length: 100 }),
  isDefault: char({ length: 1 }).notNull().default('N'),
  status: statusColumn(),
  ...auditColumns(),
}, (t) => [index().on(t.dictType, t.dictSort)]);

export const sysConfig = pgTable('sys_config', {
  configId: id(),
  configName: varchar({ length: 100 }).notNull(),
  configKey: varchar({ length: 100 }).notNull(),
  configValue: varchar({ length: 500 }).notNull(),
  /** 'Y' built in (cannot be deleted), 'N' added by staff. */
  configType: char({ length: 1 }).notNull().default('N'),
  ...auditColumns(),
}, (t) => [uniqueIndex().on(t.configKey)]);

export const sysNotice = pgTable('sys_notice', {
  noticeId: id(),
  noticeTitle: varchar({ length: 50 }).notNull(),
  /** '1' notice, '2' announcement. */
  noticeType: char({ length: 1 }).notNull(),
  noticeContent: text(),
  status: statusColumn(),
  ...auditColumns(),
});

/** Who has read which notice (the navbar bell counts the open notices a person has not read). */
export const sysNoticeRead = pgTable('sys_notice_read', {
  noticeId: ref().notNull(),
  userId: ref().notNull(),
  readTime: timestamp({ withTimezone: true, mode: 'date' }).notNull().defaultNow(),
}, (t) => [primaryKey({ columns: [t.noticeId, t.userId] }), index().on(t.userId)]);

/**
 * How many times what a user-list count depends on has changed (who the users are, the columns its filters
 * read, the department tree and custom role scopes), raised by triggers in the writing transaction. Counts
 * are kept under it: sign-ins and other changes to what no filter reads leave them standing.
 */
export const userCountsVersion = pgTable('user_counts_version', {
  id: integer().primaryKey().default(1),
  version: bigint({ mode: 'number' }).notNull().default(0),
});

/**
 * How many times any user row has changed (a sign-in included), raised by a trigger in the writing transaction.
 * A user-list page is kept under it and userCountsVersion (which covers the department names and scopes it shows).
 */
export const userListVersion = pgTable('user_list_version', {
  id: integer().primaryKey().default(1),
  version: bigint({ mode: 'number' }).notNull().default(0),
});
