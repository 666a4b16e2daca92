-- Avatars are kept as RuoYi's relative path (/profile/avatar/...), which its clients resolve under their API base.
UPDATE "sys_user" SET "avatar" = substr("avatar", 5) WHERE "avatar" LIKE '/api/profile/%';
