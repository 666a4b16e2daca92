/** A menu as seeded: names in Chinese, English and Russian; buttons carry the permission strings. */
export interface MenuSeed {
  name: [string, string, string];
  type: 'M' | 'C' | 'F';
  path?: string;
  component?: string;
  routeName?: string;
  perms?: string;
  icon?: string;
  hidden?: boolean;
  children?: MenuSeed[];
}

export const button = (name: [string, string, string], perms: string): MenuSeed => ({ name, type: 'F', perms });
export const crudButtons = (area: string, what: [string, string, string], extra: MenuSeed[] = []): MenuSeed[] => [
  button([`${what[0]}查询`, `Query ${what[1]}`, `Просмотр: ${what[2]}`], `${area}:query`),
  button([`${what[0]}新增`, `Add ${what[1]}`, `Добавить: ${what[2]}`], `${area}:add`),
  button([`${what[0]}修改`, `Edit ${what[1]}`, `Изменить: ${what[2]}`], `${area}:edit`),
  button([`${what[0]}删除`, `Delete ${what[1]}`, `Удалить: ${what[2]}`], `${area}:remove`),
  ...extra,
];
export const exportButton = (area: string, what: [string, string, string]) =>
  button([`${what[0]}导出`, `Export ${what[1]}`, `Экспорт: ${what[2]}`], `${area}:export`);

/** The back-office menu tree: every screen of back-office.md §2, including its permission-guarded hidden routes. */
export const systemMenus: MenuSeed[] = [
  {
    name: ['系统管理', 'System', 'Система'], type: 'M', path: 'system', icon: 'system',
    children: [
      {
        name: ['用户管理', 'Users', 'Пользователи'], type: 'C', path: 'user', component: 'system/user/index', perms: 'system:user:list', icon: 'user',
        children: crudButtons('system:user', ['用户', 'user', 'пользователь'], [
          exportButton('system:user', ['用户', 'user', 'пользователь']),
          button(['用户导入', 'Import users', 'Импорт пользователей'], 'system:user:import'),
          button(['重置密码', 'Reset password', 'Сброс пароля'], 'system:user:resetPwd'),
        ]),
      },
      {
        name: ['角色管理', 'Roles', 'Роли'], type: 'C', path: 'role', component: 'system/role/index', perms: 'system:role:list', icon: 'peoples',
        children: crudButtons('system:role', ['角色', 'role', 'роль'], [exportButton('system:role', ['角色', 'role', 'роль'])]),
      },
      {
        name: ['菜单管理', 'Menus', 'Меню'], type: 'C', path: 'menu', component: 'system/menu/index', perms: 'system:menu:list', icon: 'tree-table',
        children: crudButtons('system:menu', ['菜单', 'menu', 'меню']),
      },
      {
        name: ['部门管理', 'Departments', 'Отделы'], type: 'C', path: 'dept', component: 'system/dept/index', perms: 'system:dept:list', icon: 'tree',
        children: crudButtons('system:dept', ['部门', 'department', 'отдел']),
      },
      {
        name: ['岗位管理', 'Posts', 'Должности'], type: 'C', path: 'post', component: 'system/post/index', perms: 'system:post:list', icon: 'post',
        children: crudButtons('system:post', ['岗位', 'post', 'должность'], [exportButton('system:post', ['岗位', 'post', 'должность'])]),
      },
      {
        name: ['字典管理', 'Dictionaries', 'Справочники'], type: 'C', path: 'dict', component: 'system/dict/index', perms: 'system:dict:list', icon: 'dict',
        children: crudButtons('system:dict', ['字典', 'dictionary', 'справочник'], [exportButton('system:dict', ['字典', 'dictionary', 'справочник'])]),
      },
      {
        name: ['参数设置', 'Parameters', 'Параметры'], type: 'C', path: 'config', component: 'system/config/index', perms: 'system:config:list', icon: 'edit',
        children: crudButtons('system:config', ['参数', 'parameter', 'параметр'], [exportButton('system:config', ['参数', 'parameter', 'параметр'])]),
      },
      {
        name: ['通知公告', 'Notices', 'Объявления'], type: 'C', path: 'notice', component: 'system/notice/index', perms: 'system:notice:list', icon: 'message',
        children: crudButtons('system:notice', ['公告', 'notice', 'объявление']),
      },
      {
        name: ['日志管理', 'Logs', 'Журналы'], type: 'M', path: 'log', icon: 'log',
        children: [
          {
            name: ['操作日志', 'Operation log', 'Журнал операций'], type: 'C', path: 'operlog', component: 'monitor/operlog/index', perms: 'monitor:operlog:list', icon: 'form',
            children: [
              button(['操作查询', 'Query operations', 'Просмотр операций'], 'monitor:operlog:query'),
              button(['操作删除', 'Delete operations', 'Удалить операции'], 'monitor:operlog:remove'),
              button(['日志导出', 'Export operations', 'Экспорт операций'], 'monitor:operlog:export'),
            ],
          },
          {
            name: ['登录日志', 'Login log', 'Журнал входов'], type: 'C', path: 'logininfor', component: 'monitor/logininfor/index', perms: 'monitor:logininfor:list', icon: 'logininfor',
            children: [
              button(['登录查询', 'Query logins', 'Просмотр входов'], 'monitor:logininfor:query'),
              button(['登录删除', 'Delete logins', 'Удалить входы'], 'monitor:logininfor:remove'),
              button(['日志导出', 'Export logins', 'Экспорт входов'], 'monitor:logininfor:export'),
              button(['账户解锁', 'Unlock account', 'Разблокировать'], 'monitor:logininfor:unlock'),
            ],
          },
        ],
      },
      { name: ['分配角色', 'Assign roles', 'Назначить роли'], type: 'C', path: 'user-auth/role/:userId', component: 'system/user/authRole', routeName: 'AuthRole', perms: 'system:user:edit', icon: 'user', hidden: true },
      { name: ['分配用户', 'Assign users', 'Назначить пользователей'], type: 'C', path: 'role-auth/user/:roleId', component: 'system/role/authUser', routeName: 'AuthUser', perms: 'system:role:edit', icon: 'user', hidden: true },
      { name: ['字典数据', 'Dictionary data', 'Данные справочника'], type: 'C', path: 'dict-data/index/:dictId', component: 'system/dict/data', routeName: 'DictData', perms: 'system:dict:list', icon: 'dict', hidden: true },
    ],
  },
  {
    name: ['系统监控', 'Monitor', 'Мониторинг'], type: 'M', path: 'monitor', icon: 'monitor',
    children: [
      {
        name: ['在线用户', 'Online users', 'Пользователи онлайн'], type: 'C', path: 'online', component: 'monitor/online/index', perms: 'monitor:online:list', icon: 'online',
        children: [
          button(['在线查询', 'Query sessions', 'Просмотр сессий'], 'monitor:online:query'),
          button(['批量强退', 'Force logout (batch)', 'Завершить сессии'], 'monitor:online:batchLogout'),
          button(['单条强退', 'Force logout', 'Завершить сессию'], 'monitor:online:forceLogout'),
        ],
      },
      {
        name: ['定时任务', 'Scheduled jobs', 'Задания'], type: 'C', path: 'job', component: 'monitor/job/index', perms: 'monitor:job:list', icon: 'job',
        children: crudButtons('monitor:job', ['任务', 'job', 'задание'], [
          button(['状态修改', 'Change job status', 'Статус задания'], 'monitor:job:changeStatus'),
          exportButton('monitor:job', ['任务', 'job', 'задание']),
        ]),
      },
      { name: ['服务监控', 'Server', 'Сервер'], type: 'C', path: 'server', component: 'monitor/server/index', perms: 'monitor:server:list', icon: 'server' },
      { name: ['缓存监控', 'Cache', 'Кэш'], type: 'C', path: 'cache', component: 'monitor/cache/index', perms: 'monitor:cache:list', icon: 'redis' },
      { name: ['缓存列表', 'Cache keys', 'Ключи кэша'], type: 'C', path: 'cacheList', component: 'monitor/cache/list', perms: 'monitor:cache:list', icon: 'redis-list' },
      {
        name: ['邮件日志', 'Mail log', 'Журнал писем'], type: 'C', path: 'mail', component: 'monitor/mail/index', perms: 'monitor:mail:list', icon: 'email',
        children: [
          button(['邮件查询', 'Query mails', 'Просмотр писем'], 'monitor:mail:query'),
          button(['邮件重发', 'Resend mails', 'Отправить письма снова'], 'monitor:mail:resend'),
        ],
      },
      { name: ['调度日志', 'Job log', 'Журнал заданий'], type: 'C', path: 'job-log/index/:jobId', component: 'monitor/job/log', routeName: 'JobLog', perms: 'monitor:job:list', icon: 'job', hidden: true },
    ],
  },
  {
    name: ['系统工具', 'Tools', 'Инструменты'], type: 'M', path: 'tool', icon: 'tool',
    children: [
      {
        name: ['代码生成', 'Code generator', 'Генератор кода'], type: 'C', path: 'gen', component: 'tool/gen/index', perms: 'tool:gen:list', icon: 'code',
        children: [
          button(['生成查询', 'Query tables', 'Просмотр таблиц'], 'tool:gen:query'),
          button(['生成修改', 'Edit table', 'Изменить таблицу'], 'tool:gen:edit'),
          button(['生成删除', 'Delete table', 'Удалить таблицу'], 'tool:gen:remove'),
          button(['导入代码', 'Import tables', 'Импорт таблиц'], 'tool:gen:import'),
          button(['预览代码', 'Preview code', 'Просмотр кода'], 'tool:gen:preview'),
          button(['生成代码', 'Generate code', 'Сгенерировать код'], 'tool:gen:code'),
        ],
      },
      { name: ['系统接口', 'API docs', 'Документация API'], type: 'C', path: 'swagger', component: 'tool/swagger/index', perms: 'tool:swagger:list', icon: 'swagger' },
      { name: ['修改生成配置', 'Edit generation', 'Настройка генерации'], type: 'C', path: 'gen-edit/index/:tableId', component: 'tool/gen/editTable', routeName: 'GenEdit', perms: 'tool:gen:edit', icon: 'code', hidden: true },
    ],
  },
];
