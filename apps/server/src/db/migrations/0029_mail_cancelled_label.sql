-- The mail log's "cancelled" status (a withdrawn or expired quote's mails not sent yet) has its label in databases seeded
-- before it existed; a new database gets it from the seed, which runs after the migrations.
INSERT INTO "sys_dict_data" ("dict_sort", "dict_label", "dict_label_en", "dict_label_ru", "dict_value", "dict_type", "list_class", "is_default", "create_by")
SELECT 5, '已取消', 'Cancelled', 'Отменено', 'cancelled', 'sys_mail_status', 'info', 'N', 'admin'
WHERE EXISTS (SELECT 1 FROM "sys_dict_data" WHERE "dict_type" = 'sys_mail_status')
  AND NOT EXISTS (SELECT 1 FROM "sys_dict_data" WHERE "dict_type" = 'sys_mail_status' AND "dict_value" = 'cancelled');
